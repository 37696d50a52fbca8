import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha256Hex, utf8Bytes } from './sha256';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    [
      'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
      'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
    ],
  ])('matches the FIPS 180-4 vector for %j', (input, digest) => {
    expect(sha256Hex(input)).toBe(digest);
  });

  it('hashes one million "a" (multi-block, length over 2^20 bits)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node crypto on arbitrary unicode strings and byte arrays', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
    );
  });
});

describe('utf8Bytes', () => {
  it('encodes like Buffer for 1- to 4-byte characters', () => {
    const text = 'a\u00e9\u20ac\u{1f3c8}';
    expect(Array.from(utf8Bytes(text))).toEqual(Array.from(Buffer.from(text, 'utf8')));
  });

  it('replaces lone surrogates with U+FFFD', () => {
    expect(Array.from(utf8Bytes('\ud800x'))).toEqual([0xef, 0xbf, 0xbd, 0x78]);
    expect(Array.from(utf8Bytes('\udc00'))).toEqual([0xef, 0xbf, 0xbd]);
  });
});
