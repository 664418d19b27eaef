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
