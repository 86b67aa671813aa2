import { useT } from '../utils/i18n.ts';
import { ButtonAnchor } from './ui/button.tsx';
import { Text } from './ui/text.tsx';

/** A full-page message (not found, unexpected error) with a way back home that needs no JavaScript. */
export function CenteredMessage({ title }: { title: string }) {
  const t = useT();
  return (
    <main className="container container-sm text-center" style={{ paddingBlock: 'var(--space-10)' }}>
      <Text component="h1" variant="h5" gutterBottom>
        {title}
      </Text>
      <ButtonAnchor href="/" variant="outlined">
        {t('Voltar para o início')}
      </ButtonAnchor>
    </main>
  );
}
