import type * as ErrorReports from '../errorReports';

/** The module's state (what it holds, its reporter) is the page's: a fresh copy for each test. */
function freshModule(): typeof ErrorReports {
  let module: typeof ErrorReports | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof ErrorReports>('../errorReports');
  });
  return module!;
}

describe('errors held until the reporter loads', () => {
  it('holds nothing where no page listens (the server renderer)', () => {
    const { reportError, reportTo } = freshModule();
    reportError('boundary', new Error('on the server'));
    const reported: unknown[] = [];
    reportTo((_kind, error) => reported.push(error));
    expect(reported).toEqual([]);
  });

  it('holds what happens from the boot on, uncaught errors and rejections too, and hands it over', () => {
    const { listenForErrors, reportError, reportTo } = freshModule();
    listenForErrors();
    const uncaught = new Error('uncaught');
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'uncaught' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'rejected' });
    window.dispatchEvent(rejection);
    const chunk = new Error('chunk');
    reportError('chunk', chunk);

    const reported: Array<[string, unknown]> = [];
    reportTo((kind, error) => reported.push([kind, error]));
    expect(reported).toEqual([
      ['error', uncaught],
      ['rejection', 'rejected'],
      ['chunk', chunk],
    ]);
    const later = new Error('later');
    reportError('provider', later);
    expect(reported.at(-1)).toEqual(['provider', later]);
  });

  it('holds a few only, should the reporter never load', () => {
    const { listenForErrors, reportError, reportTo } = freshModule();
    listenForErrors();
    for (let index = 0; index < 50; index += 1) reportError('error', new Error(String(index)));
    const reported: unknown[] = [];
    reportTo((_kind, error) => reported.push(error));
    expect(reported).toHaveLength(8);
  });
});
