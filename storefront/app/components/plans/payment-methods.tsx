import type { CurrentCharge } from '@ponte/shared';
import { ButtonAnchor, type ButtonAnchorProps } from '../ui/button.tsx';
import { Text } from '../ui/text.tsx';
import { useLocale, useT } from '../../utils/i18n.ts';
import { CopyField } from './copy-field.tsx';
import { formatDay } from './format-day.ts';
import styles from './payment-step.module.css';

/** A page of the payment service (invoice, boleto PDF, card form): in a new tab, so this page keeps following. */
export function ProviderLink({ children, ...props }: ButtonAnchorProps) {
  const t = useT();
  return (
    <ButtonAnchor target="_blank" rel="noopener" {...props}>
      {children}
      <span className="sr-only"> ({t('abre em uma nova aba')})</span>
    </ButtonAnchor>
  );
}

/** The QR code beside its copy-and-paste code; the invoice page has both too, when they are not ready yet. */
export function PixPayment({ charge }: { charge: CurrentCharge }) {
  const t = useT();
  const locale = useLocale();
  const { pix } = charge.payment;
  if (!pix) {
    return <Text>{t('O QR Code Pix ainda está sendo gerado. Você também pode pagar pela fatura.')}</Text>;
  }
  return (
    <div className={styles.pix}>
      <img
        src={`data:image/png;base64,${pix.image_base64}`}
        alt={t('QR Code Pix')}
        width={200}
        height={200}
        className={styles.qr}
      />
      <div className="stack gap-1_5">
        <Text>
          {t('Abra o app do seu banco, escolha pagar com Pix e leia o QR Code, ou copie o código.')}
        </Text>
        <CopyField
          id="pix-code"
          label={t('Pix copia e cola')}
          value={pix.payload}
          rows={4}
          copyLabel={t('Copiar código')}
          copiedMessage={t('Código copiado.')}
        />
        {pix.expires_at ? (
          <Text variant="body2" color="text.secondary">
            {t('Válido até {date}', { date: formatDay(pix.expires_at, locale) })}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

/** The digitable line to pay in a bank app, and the boleto itself to print or save. */
export function BoletoPayment({ charge }: { charge: CurrentCharge }) {
  const t = useT();
  const line = charge.payment.boleto_line;
  return (
    <div className="stack gap-1_5">
      {line ? (
        <CopyField
          id="boleto-line"
          label={t('Linha digitável')}
          value={line}
          rows={2}
          copyLabel={t('Copiar linha digitável')}
          copiedMessage={t('Linha digitável copiada.')}
        />
      ) : null}
      {charge.boleto_url ? (
        <ProviderLink href={charge.boleto_url} variant="contained" className="self-start">
          {t('Baixar boleto (PDF)')}
        </ProviderLink>
      ) : null}
      <Text variant="body2" color="text.secondary">
        {t('O boleto leva até 3 dias úteis para ser confirmado depois do pagamento.')}
      </Text>
    </div>
  );
}

/** The card is typed on the payment service's own page: Ponte never sees it. */
export function CardPayment({ charge }: { charge: CurrentCharge }) {
  const t = useT();
  return (
    <div className="stack gap-1_5">
      <Text>
        {t(
          'O cartão é digitado na página segura do Asaas, nosso serviço de pagamentos; a Ponte não vê os dados do cartão.',
        )}
      </Text>
      {charge.invoice_url ? (
        <ProviderLink href={charge.invoice_url} variant="contained" size="large" className="self-start">
          {t('Pagar com cartão')}
        </ProviderLink>
      ) : null}
    </div>
  );
}
