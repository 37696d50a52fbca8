import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('parses quoted fields with commas, doubled quotes and CRLF line ends', () => {
    const text = 'a,b,c\r\n1,"x, y",3\r\n"say ""hi""",,last\n\n4,5';
    expect(parseCsv(text)).toEqual([
      { a: '1', b: 'x, y', c: '3' },
      { a: 'say "hi"', b: '', c: 'last' },
      { a: '4', b: '5', c: '' },
    ]);
  });
});
