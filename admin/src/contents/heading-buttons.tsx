import { useEffect, useState, type MouseEvent } from 'react';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from '@mui/material';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import TitleIcon from '@mui/icons-material/Title';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

const LEVELS = [
  { level: 2, label: 'Título 2', Icon: TitleIcon },
  { level: 3, label: 'Título 3', Icon: FormatSizeIcon },
] as const;

/**
 * Section headings as two toggle buttons. Replaces ra-input-rich-text's LevelSelect, which renders
 * a list item outside any list (an axe "listitem" violation) and offers h1/h5/h6 that the API's
 * sanitiser rewrites anyway (decision 014: h2–h4 are kept).
 */
export function HeadingButtons(props: Omit<ToggleButtonGroupProps, 'value' | 'onChange'>) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    if (!editor) return;
    const update = () =>
      setActive(LEVELS.find(({ level }) => editor.isActive('heading', { level }))?.level ?? null);
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);

  const toggle = (_event: MouseEvent<HTMLElement>, level: 2 | 3 | null) => {
    const target = level ?? active;
    // toggleNode is core's (typed); toggleHeading is typed only where the heading extension is imported.
    if (editor && target) editor.chain().focus().toggleNode('heading', 'paragraph', { level: target }).run();
  };

  return (
    <ToggleButtonGroup {...props} exclusive value={active} onChange={toggle} disabled={!editor?.isEditable}>
      {LEVELS.map(({ level, label, Icon }) => (
        <ToggleButton key={level} value={level} aria-label={translate(label)} title={translate(label)}>
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
