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
  // URL userinfo as URL parsers split it: an empty user, a password holding `@`, a token for the
  // user name (Azure DevOps, proxies), a password past 200 characters.
  url_empty_user: 'https://:' + 'EmptyUser' + 'Pw9876' + '@git.example.com/o/r.git',
  url_at_password: 'https://bot:p4ss@' + 'AtSign' + 'Rest42' + '@mirror.example.com/o/r.git',
  url_token_user: 'https://' + 'pat7Q2' + A(40, 'j') + '@dev.azure.com/org/_git/repo',
  url_long_password: 'https://u:' + 'Long' + A(230, 'k') + '@host.example/x',
  anthropic_oauth: 'sk-' + 'ant-oat01-' + A(90, 'm') + 'AA',
  // The same without `scheme://` (a proxy as curl takes it), protocol-relative, JSON-escaped, past 400 characters.
  proxy_bare: 'HTTPS_PROXY=bot:' + 'BareProxy' + 'Pw31' + '@proxy.corp.example:3128',
  url_relative: '//bot:' + 'Relative' + 'Pw77' + '@proxy.corp.example:3128',
  url_json_escaped: '{"url":"https:\\/\\/bot:' + 'Escaped' + 'Pw55' + '@git.corp\\/x.git"}',
  url_longer: 'https://u:' + 'Longer' + A(420, 'n') + '@host.example/x',
  // A password with a quote or a bcrypt hash in it, a URL whose slashes are backslashes (URL parsers take them).
  url_quote: "https://deploy:it's" + 'QuoteS3cret' + 'Pw9' + '@git.example.com/org/repo.git',
  url_bcrypt: 'https://deploy:$2b$12$' + 'Bcrypt' + 'HashR9hc' + '@host.example/x',
  url_backslash: 'https:\\\\deploy:' + 'Backslash' + 'Pw42' + '@host.example/x',
  huggingface: 'hf' + '_' + 'Hug' + A(34, 'o'),
  google_oauth: 'ya' + '29.' + 'a0Af' + A(40, 'p'),
  netrc: 'machine api.example.com login deploy password ' + 'Netrc' + 'Pw8' + A(8, 'q'),
  curl_user: 'curl -u deploy:' + 'CurlUser' + 'Pw5' + ' https://api.example.com',
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
    'EmptyUserPw9876',
    'AtSignRest42',
    'pat7Q2' + 'j'.repeat(20),
    'Long' + 'k'.repeat(20),
    FAKE_SECRETS.anthropic_oauth!,
    'BareProxyPw31',
    'RelativePw77',
    'EscapedPw55',
    'Longer' + 'n'.repeat(20),
    'QuoteS3cretPw9',
    'BcryptHashR9hc',
    'BackslashPw42',
    FAKE_SECRETS.huggingface!,
    FAKE_SECRETS.google_oauth!,
    'NetrcPw8',
    'CurlUserPw5',
  ];
}
