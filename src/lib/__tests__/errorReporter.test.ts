import { browserOf, createErrorReporter, MAX_REPORTS_PER_PAGE } from '../errorReporter';
import type { ErrorKind } from '../errorReports';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImVtYWlsIjoiYW5hQGV4YW1wbGUuZXMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

function reporter(path = '/payment') {
  const sent: Array<Record<string, unknown>> = [];
  const report = createErrorReporter({
    release: 'r1',
    currentPath: () => path,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
    send: (body) => sent.push(JSON.parse(body) as Record<string, unknown>),
  });
  return { sent, report: (kind: ErrorKind, error: unknown) => report(kind, error) };
}

const thrownAt = (message: string, frame = 'at x (http://localhost:3000/static/js/index.1a2b3c.js:1:200)') =>
  Object.assign(new TypeError(message), { stack: `TypeError: ${message}\n    ${frame}` });

describe('the error reporter', () => {
  it('sends the release, the route pattern, the browser and the error, its stack without the message line', () => {
    const { sent, report } = reporter('/en/doctor/12');
    report('boundary', thrownAt('x.map is not a function'));
    expect(sent).toEqual([
      {
        release: 'r1',
        page: '/doctor/:id',
        browser: { family: 'firefox', version: 153 },
        kind: 'boundary',
        name: 'TypeError',
        message: 'x.map is not a function',
        stack: '    at x (http://localhost:3000/static/js/index.1a2b3c.js:1:200)',
      },
    ]);
  });

  it('reports each error once: the same object from two hooks, or the same error thrown again', () => {
    const { sent, report } = reporter();
    const error = thrownAt('once');
    report('chunk', error);
    report('boundary', error);
    report('error', thrownAt('once'));
    report('error', thrownAt('once', 'at y (http://localhost:3000/static/js/index.1a2b3c.js:1:900)'));
    expect(sent.map(({ kind, message }) => [kind, message])).toEqual([
      ['chunk', 'once'],
      ['error', 'once'],
    ]);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE} reports per page load`, () => {
    const { sent, report } = reporter();
    for (let index = 0; index < 20; index += 1) report('error', thrownAt(`error ${'i'.repeat(index)}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
  });

  it("sends nothing of a thrown value that is not an error, and nothing for another origin's script", () => {
    const { sent, report } = reporter();
    report('rejection', { email: 'ana@example.es', phone: '+34 600 000 001' });
    report('rejection', undefined);
    report('error', 'Script error.');
    expect(sent.map(({ name, message }) => [name, message])).toEqual([
      ['NonError', 'A value of type object was thrown'],
      ['NonError', 'A value of type undefined was thrown'],
    ]);
  });

  // What a message or stack may carry that is a patient's, and must not leave: shapes, typed text, ids.
  const hostile: Array<[string, string, string[]]> = [
    ['phone', 'Could not call +34 699 111 222', ['699']],
    ['phone, national', 'Unknown number 600 000 001', ['600 000 001']],
    ['e-mail', 'No account for ana.garcia@example.es', ['ana.garcia', 'example.es']],
    ['JWT', `Invalid token ${JWT}`, ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', 'c2lnbmF0dXJl']],
    ['JWT cut short', `Bad header ${JWT.slice(0, 60)}`, [JWT.slice(0, 30)]],
    ['token in a URL', 'GET http://localhost/login?token=s3cr3t-link failed', ['s3cr3t-link']],
    ['typed name, JSON.parse', `Unexpected token 'M', "María García" is not valid JSON`, ['María', 'García']],
    ['typed text in a template', 'Invalid input `Calle Mayor 5, 2ºB`', ['Calle Mayor']],
    ['an id', 'Appointment 4812345 not found', ['4812345']],
    ['a path with ids', 'at http://localhost:3000/appointments-detail/48213?id=48213:1:2', ['48213']],
    ['DNI', 'Document 12345678Z refused', ['12345678Z']],
  ];
  for (const [what, message, secrets] of hostile) {
    it(`leaves out ${what}`, () => {
      const { sent, report } = reporter();
      report(
        'error',
        thrownAt(message, `at f (http://localhost:3000/x?q=${encodeURIComponent(message)}:1:2)`),
      );
      const body = JSON.stringify(sent);
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(sent).toHaveLength(1);
    });
  }

  it("keeps what names the code: a property read in a V8 message, the script's address and position", () => {
    const { sent, report } = reporter();
    report('error', thrownAt("Cannot read properties of undefined (reading 'speciality_list')"));
    expect(sent[0]).toMatchObject({
      message: "Cannot read properties of undefined (reading 'speciality_list')",
      stack: '    at x (http://localhost:3000/static/js/index.1a2b3c.js:1:200)',
    });
  });
});

describe('browserOf', () => {
  const agents: Array<[string, ReturnType<typeof browserOf>]> = [
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      { family: 'chrome', version: 156 },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      { family: 'edge', version: 140 },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
      { family: 'firefox', version: 153 },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      { family: 'safari', version: 18 },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1',
      { family: 'chrome', version: 140 },
    ],
    ['curl/8.5.0', { family: 'other', version: 0 }],
  ];
  for (const [agent, browser] of agents) {
    it(`${browser.family} ${browser.version}`, () => expect(browserOf(agent)).toEqual(browser));
  }
});
