import { describe, expect, it } from 'vitest';
import { chatParts } from './chat-text.ts';

describe('chat text (doc 2 §5: http(s) links only, the rest text)', () => {
  it('links web addresses and leaves markup as text', () => {
    expect(chatParts('<b>Hi</b> see https://example.com/notes.')).toEqual([
      { kind: 'text', text: '<b>Hi</b> see ' },
      { kind: 'link', href: 'https://example.com/notes' },
      { kind: 'text', text: '.' },
    ]);
    expect(chatParts('http://a.example and https://b.example/x?y=1')).toEqual([
      { kind: 'link', href: 'http://a.example' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: 'https://b.example/x?y=1' },
    ]);
  });

  it('never links other schemes', () => {
    expect(chatParts('javascript:alert(1) ftp://x.example data:text/html,hi')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.example data:text/html,hi' },
    ]);
  });
});
