import {
  ClearButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useEffect, useRef } from 'react';
import { HeadingButtons } from './heading-buttons.tsx';
import { RichTextPhrases } from './rich-text-phrases.tsx';

/**
 * The content's body in the rich text editor (tiptap), a chunk of its own loaded by the form. The
 * toolbar offers only what the API's sanitiser keeps (decision 014): h2/h3, no colours, no alignment.
 */
export function ContentBodyInput() {
  // ra-input-rich-text labels the editor's wrapper (aria-labelledby) but gives it no role, which ARIA
  // forbids (axe: aria-prohibited-attr): as a labelled group it names the editor inside it. The wrapper
  // is created again when the editor initialises (after this component's own effects), so it is watched
  // rather than fixed once.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const label = () => {
      for (const labelled of root.querySelectorAll(
        '.RaRichTextInput-editorContent[aria-labelledby]:not([role])',
      ))
        labelled.setAttribute('role', 'group');
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['role', 'aria-labelledby'] });
    return () => observer.disconnect();
  }, []);
  return (
    <RichTextPhrases>
      <div ref={wrapper} style={{ display: 'contents' }}>
        <RichTextInput
          source="body"
          label="Texto"
          fullWidth
          toolbar={
            <RichTextInputToolbar size="small">
              <HeadingButtons size="small" />
              <FormatButtons size="small" />
              <ListButtons size="small" />
              <LinkButtons size="small" />
              <ImageButtons size="small" />
              <QuoteButtons size="small" />
              <ClearButtons size="small" />
            </RichTextInputToolbar>
          }
        />
      </div>
    </RichTextPhrases>
  );
}
