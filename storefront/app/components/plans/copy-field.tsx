import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { LiveRegion } from '../ui/live-region.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useT } from '../../utils/i18n.ts';
import { useHydrated } from '../../utils/use-hydrated.ts';

export interface CopyFieldProps {
  id: string;
  label: string;
  value: string;
  /** The button's words ("Copiar código") and what is said once copied ("Código copiado."). */
  copyLabel: string;
  copiedMessage: string;
  /** A long code (Pix) shows whole on several lines; a line (boleto) on one. */
  rows?: number | undefined;
}

type Outcome = 'copied' | 'failed' | null;

/**
 * A code to pay with, read-only and selected on focus, and a button that copies it (the Clipboard API,
 * so only once hydrated: without JavaScript the text is selected and copied by hand). The outcome is
 * said in a live region that is always there.
 */
export function CopyField({ id, label, value, copyLabel, copiedMessage, rows }: CopyFieldProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      // No permission or an insecure page: the text is focused and selected, ready for a copy by hand.
      const field = document.getElementById(id) as HTMLInputElement | null;
      field?.focus();
      field?.select();
      setOutcome('failed');
    }
  };
  return (
    <div className="stack gap-1">
      <TextField
        id={id}
        label={label}
        value={value}
        readOnly
        multiline={rows !== undefined}
        rows={rows}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      {hydrated ? (
        <Button variant="outlined" onClick={() => void copy()} className="self-start">
          {copyLabel}
        </Button>
      ) : null}
      <LiveRegion>
        {outcome === 'copied' ? copiedMessage : null}
        {outcome === 'failed'
          ? t('Não foi possível copiar. O texto está selecionado: copie com o teclado.')
          : null}
      </LiveRegion>
    </div>
  );
}
