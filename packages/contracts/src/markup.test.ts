import { describe, expect, it } from 'vitest';
import { ALLOWED_RICH_TAGS, containsMarkup, isAllowedRichText, richTextViolations } from './markup.ts';

describe('containsMarkup (plain fields)', () => {
  it('lets ordinary text through, including comparisons', () => {
    for (const s of ['a < b', '1<2', 'x > y', 'Tom & Jerry', 'price <= 5', 'see <3', 'email me at a@b.com', 'onboarding = done', '']) {
      expect(containsMarkup(s), s).toBe(false);
    }
  });

  it('finds tags, end tags, comments and declarations', () => {
    for (const s of ['<b>bold</b>', 'x</p>', '<!-- hi -->', '<!DOCTYPE html>', '<?xml version="1.0"?>', 'a<script>', '<img src=x>']) {
      expect(containsMarkup(s), s).toBe(true);
    }
  });

  it('finds script URLs and inline event handlers, also when encoded', () => {
    expect(containsMarkup('javascript:alert(1)')).toBe(true);
    expect(containsMarkup('JaVaScRiPt :alert(1)')).toBe(true);
    expect(containsMarkup('java\tscript:alert(1)')).toBe(true);
    expect(containsMarkup('x onerror=alert(1)')).toBe(true);
    expect(containsMarkup('&lt;script&gt;')).toBe(true);
    expect(containsMarkup('&#60;img src=x&#62;')).toBe(true);
  });
});

describe('richTextViolations (rich fields)', () => {
  it('accepts the allowed tags with harmless attributes', () => {
    const html =
      '<h1>Title</h1><p class="x">Hello <strong>you</strong> &amp; a < b</p><ul><li><a href="https://example.com" target="_blank">link</a></li></ul>' +
      '<table><caption>c</caption><colgroup><col span="2"></colgroup><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody><tfoot></tfoot></table>' +
      '<br/><hr><small>s</small><sub>1</sub><sup>2</sup><u>u</u><i>i</i><b>b</b><ol></ol><span style="color:red">r</span>' +
      '<a href="/relative/path?x=a:b">r</a><a href="mailto:x@y.z">m</a><a href="#top">t</a>';
    expect(richTextViolations(html)).toEqual([]);
    expect(isAllowedRichText(html)).toBe(true);
    expect(ALLOWED_RICH_TAGS.has('h6')).toBe(true);
  });

  it('rejects script, style and iframe in any case', () => {
    expect(richTextViolations('<script>alert(1)</script>')).toEqual([{ kind: 'tag', name: 'script' }]);
    expect(richTextViolations('<STYLE>p{}</STYLE>')).toEqual([{ kind: 'tag', name: 'style' }]);
    expect(richTextViolations('<iframe src="https://x"></iframe>')).toContainEqual({ kind: 'tag', name: 'iframe' });
    expect(richTextViolations('<p>ok</p><script')).toEqual([{ kind: 'tag', name: 'script' }]);
  });

  it('rejects event handlers and the tags that carry them', () => {
    const v = richTextViolations('<img src=x onerror=alert(1)>');
    expect(v).toContainEqual({ kind: 'tag', name: 'img' });
    expect(v).toContainEqual({ kind: 'attribute', name: 'onerror' });
    expect(richTextViolations('<p onclick="x()">a</p>')).toEqual([{ kind: 'attribute', name: 'onclick' }]);
    expect(richTextViolations('<svg/onload=alert(1)>')).toEqual([
      { kind: 'tag', name: 'svg' },
      { kind: 'attribute', name: 'onload' },
    ]);
  });

  it('rejects script URLs, also hidden by entities or control characters', () => {
    expect(richTextViolations('<a href="javascript:alert(1)">x</a>')).toEqual([{ kind: 'url', name: 'href' }]);
    expect(richTextViolations('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual([{ kind: 'url', name: 'href' }]);
    expect(richTextViolations("<a href='&#106;avascript:alert(1)'>x</a>")).toEqual([{ kind: 'url', name: 'href' }]);
    expect(richTextViolations('<a href=" javascript:alert(1)">x</a>')).toEqual([{ kind: 'url', name: 'href' }]);
    expect(richTextViolations('<a href="data:text/html,<b>">x</a>')).toContainEqual({ kind: 'url', name: 'href' });
    expect(richTextViolations('<span style="background:url(javascript:alert(1))">x</span>')).toEqual([{ kind: 'url', name: 'style' }]);
  });

  it('does not let a quoted > end the tag early', () => {
    expect(richTextViolations('<a title=">" onclick="x()">a</a>')).toEqual([{ kind: 'attribute', name: 'onclick' }]);
  });

  it('rejects comments and declarations', () => {
    expect(richTextViolations('<p>a</p><!-- <script>x</script> -->')).toEqual([{ kind: 'comment', name: '<!--' }]);
    expect(richTextViolations('<!DOCTYPE html><p>a</p>')).toEqual([{ kind: 'declaration', name: '<!' }]);
  });

  it('reports each violation once', () => {
    expect(richTextViolations('<script></script><script></script>')).toEqual([{ kind: 'tag', name: 'script' }]);
  });
});
