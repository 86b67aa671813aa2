import { useT } from '../utils/i18n.ts';
import { ButtonAnchor } from './ui/button.tsx';
import { Text } from './ui/text.tsx';

/**
 * A full-page message (not found, unexpected error) with a way back home that needs no JavaScript. On its
 * own it is the page's `main`; `inFrame` inside the signed-in frame, whose own `main` holds it (one main
 * landmark per page, axe).
 */
export function CenteredMessage({ title, inFrame = false }: { title: string; inFrame?: boolean }) {
  const t = useT();
  const Landmark = inFrame ? 'div' : 'main';
  return (
    <Landmark className="container container-sm text-center" style={{ paddingBlock: 'var(--space-10)' }}>
      <Text component="h1" variant="h5" gutterBottom>
        {title}
      </Text>
      <ButtonAnchor href="/" variant="outlined">
        {t('Voltar para o início')}
      </ButtonAnchor>
    </Landmark>
  );
}
