import { OBJECT_URL_LIFETIME_MS, fileNameOf, saveObjectUrl } from '../download';

describe('fileNameOf', () => {
  it('reads the quoted, the bare and the RFC 5987 file name', () => {
    expect(fileNameOf('attachment; filename="factura-TH2026-000004.pdf"')).toBe('factura-TH2026-000004.pdf');
    expect(fileNameOf('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''factura%20n%C2%BA%201.pdf")).toBe('factura nº 1.pdf');
  });

  it('gives nothing without a name, and never a path', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });
});

describe('saveObjectUrl', () => {
  afterEach(() => jest.useRealTimers());

  it('clicks a download link with the name, removes it, and revokes the URL a minute later', () => {
    jest.useFakeTimers();
    const revoke = jest.fn();
    URL.revokeObjectURL = revoke;
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    saveObjectUrl('blob:http://localhost/1234', 'factura.pdf');
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/1234', download: 'factura.pdf', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1234');
    click.mockRestore();
  });
});
