import { describe, expect, it } from 'vitest';
import { attachmentHeader, cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it('keeps only the last path segment', () => {
    expect(cleanFileName('../../etc/passwd', 'file')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\kitchen.jpg', 'file')).toBe('kitchen.jpg');
  });

  it('drops control characters and falls back when nothing is left', () => {
    expect(cleanFileName('bed\u0000room\n.png', 'file')).toBe('bedroom.png');
    expect(cleanFileName('..', 'photo.jpg')).toBe('photo.jpg');
  });

  it('drops C1 controls, bidirectional overrides and marks, and lone surrogates', () => {
    expect(cleanFileName('invoice\u202Efdp.exe', 'file')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u2066b\u2069c\u200f\u0085d\ud800.pdf', 'file')).toBe('abcd.pdf');
    expect(cleanFileName('\u202E', 'document')).toBe('document');
  });

  it('keeps letters of every script, emoji and combining marks', () => {
    expect(cleanFileName('Küche 台所 مطبخ 🏠 Cafe\u0301.pdf', 'file')).toBe(
      'Küche 台所 مطبخ 🏠 Cafe\u0301.pdf',
    );
  });

  it('never cuts an emoji in half when shortening', () => {
    expect(cleanFileName(`${'a'.repeat(250)}🏠🏠.pdf`, 'file')).toBe(`${'a'.repeat(250)}.pdf`);
  });

  it('shortens a long name to 255 characters and keeps the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.jpeg`, 'file');
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.jpeg')).toBe(true);
  });
});

describe('attachmentHeader', () => {
  it('quotes safely and carries the real name in UTF-8', () => {
    expect(attachmentHeader('Küche "1".jpg')).toBe(
      `attachment; filename="K_che _1_.jpg"; filename*=UTF-8''K%C3%BCche%20%221%22.jpg`,
    );
  });
});
