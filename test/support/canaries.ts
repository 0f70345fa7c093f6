// Fake credentials built at run time, so no scanner trips on the source.
const A = (n: number, ch = 'A') => ch.repeat(n);
export const FAKE_SECRETS: Record<string, string> = {
  github_classic: 'gh' + 'p_' + 'R4nd0m' + A(30, 'q'),
  github_fine: 'github' + '_pat_' + '11ABCDEFG0' + A(72, 'x'),
  aws: 'AK' + 'IA' + 'QWERTYUIOP' + 'ASDFGH',
  aws_example: 'AK' + 'IA' + 'IOSFODNN7' + 'EXAMPLE',
  google: 'AI' + 'za' + 'Sy' + A(33, 'b'),
  stripe: 'sk' + '_live_' + 'zZ9' + A(24, 'c'),
  slack: 'xo' + 'xb-' + '1234567890123-1234567890123-' + A(24, 'd'),
  jwt: 'ey' + 'JhbGciOiJIUzI1NiJ9' + '.ey' + 'JzdWIiOiIxMjM0NTY3ODkwIn0' + '.' + 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  pem: '-----BEGIN ' + 'RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA' + A(64, 'e') + '\n-----END ' + 'RSA PRIVATE KEY-----',
  url: 'https://deploy:' + 'hunter2' + 'Sup3rS3cret' + '@db.example.internal/app',
  bearer: 'Authorization: Bearer ' + 'tok' + A(20, 'f'),
  keyed: 'api_key = "' + 'live' + A(20, 'g') + '"',
  anthropic: 'sk-' + 'ant-api03-' + A(93, 'h') + 'AA',
  npm: 'np' + 'm_' + A(36, 'i'),
};

/** The part of each fake secret that must never appear in output. */
export function secretCores(): string[] {
  return [
    FAKE_SECRETS.github_classic!,
    FAKE_SECRETS.github_fine!,
    FAKE_SECRETS.aws!,
    FAKE_SECRETS.aws_example!,
    FAKE_SECRETS.google!,
    FAKE_SECRETS.stripe!,
    FAKE_SECRETS.slack!,
    FAKE_SECRETS.jwt!,
    'MIIEowIBAAKCAQEA',
    'hunter2Sup3rS3cret',
    'tok' + 'f'.repeat(20),
    'live' + 'g'.repeat(20),
    FAKE_SECRETS.anthropic!,
    FAKE_SECRETS.npm!,
  ];
}
