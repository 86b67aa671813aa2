import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml as clean } from './sanitize.ts';

describe('sanitizeContentHtml', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<h2>Título</h2><p>Texto com <strong>negrito</strong>, <em>itálico</em>, <u>sublinhado</u> e <s>riscado</s>.<br />Linha</p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><h3>a</h3><h4>b</h4><blockquote>citação</blockquote><pre><code>x = 1</code></pre>';
    expect(clean(html)).toBe(html);
  });

  it('removes <script>, <style> and <iframe> together with their content', () => {
    expect(
      clean(
        '<p>Oi<script>alert(1)</script></p><style>p{color:red}</style><iframe src="https://x.com">y</iframe>',
      ),
    ).toBe('<p>Oi</p>');
    expect(clean('<SCRIPT SRC=https://evil.com/x.js></SCRIPT>ok')).toBe('ok');
  });

  it('removes every on* attribute, style and class', () => {
    expect(clean('<img src="https://cdn.exemplo.com/a.png" onerror="alert(1)" alt="Foto">')).toBe(
      '<img src="https://cdn.exemplo.com/a.png" alt="Foto" />',
    );
    expect(clean('<p onclick="x()" style="color:red" class="c" onmouseover="y">t</p>')).toBe('<p>t</p>');
  });

  it('drops javascript: and other non-http links however they are spelled, keeping the text', () => {
    const dropped = '<a rel="noopener noreferrer" target="_blank">clique</a>';
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relativo',
      '//evil.com',
    ]) {
      expect(clean(`<a href="${href}">clique</a>`), href).toBe(dropped);
    }
  });

  it('forces rel="noopener noreferrer" target="_blank" on http, https and mailto links', () => {
    for (const href of ['https://exemplo.com/a?b=1', 'http://exemplo.com', 'mailto:contato@exemplo.com']) {
      expect(clean(`<a href="${href}" target="_self" rel="opener">l</a>`)).toBe(
        `<a href="${href.replace('&', '&amp;')}" rel="noopener noreferrer" target="_blank">l</a>`,
      );
    }
  });

  it('accepts images only from https URLs', () => {
    for (const src of [
      'http://exemplo.com/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//exemplo.com/a.png',
    ]) {
      expect(clean(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
  });

  it('keeps the text of other tags and maps common editor tags onto the allowlist', () => {
    expect(clean('<div><span>texto</span></div><h1>Grande</h1><b>b</b><i>i</i><h6>p</h6>')).toBe(
      'texto<h2>Grande</h2><strong>b</strong><em>i</em><h4>p</h4>',
    );
    expect(clean('<svg><script>alert(1)</script></svg><form><input value="x"></form>')).toBe('');
    expect(clean('<p>1 &lt; 2 &amp; "aspas"</p>')).toBe('<p>1 &lt; 2 &amp; "aspas"</p>');
  });
});
