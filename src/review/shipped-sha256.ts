// Generated from rules/ and src/review/builtin-rules.ts by scripts/gen-shipped.mjs

/** SHA-256 of each document shipped under rules/ (its text as UTF-8), by its path there. */
export const SHIPPED_DOC_SHA256: Readonly<Record<string, string>> = {
  'c-cpp.md': 'bd6375e57afb63fb2bf1ef603c17b8c484221688d5fed8519a3f565a034cc0a4',
  'ci-workflows.md': '51aed5fa755818625605abc3a1f93a313fcd3fb257541ac2bdec71ec7c9ac99b',
  'configuration.md': '1fcc76c66d00e80a97555cd06bf06bc5f207834fe46607be300f9a8b5106bb81',
  'containers.md': '6b2f157b7de701f09642e6540833eda9b2127a6209703b694beed26e4d735345',
  'csharp.md': '80ac9774d62fca632301aa540d0455c591566e76de96e6e3a012dd7e076666ca',
  'general.md': '0926f82b5b098c1874bb59de30faa41b9e43256f4d9a9f2746b1d86cb4077e52',
  'go.md': '3850d9896f74caea5cba2c7d87183e442734fb289eef431c28f0976a894c91e0',
  'java-kotlin.md': '2a28dad259e7013f2a624c51e5fa6cafa5e5abc12ee64c6e55cfe9f62391b70d',
  'javascript-typescript.md': '94bf1847a7b7928e91008ef642f6e996fee929e585f7551807febcd722a5d83f',
  'perl.md': '12b76f094edc54d394eb3c84fe3490235c88cfca57321170769e08c9ee529d9f',
  'php.md': '488d5f8e26f0d09655bd7a7a971dcdd3732075c59f2ad676067288e60f020bd0',
  'python.md': '3590ef0c00a61d5fc20c28746ed9fd4e366fc0fd77c8baac0212e773610c2ef3',
  'reviewers/blind.md': 'de7b11cef5eb8f37764abc11e78d2f3e4c1c5b206d435bc54930409a45cfa00b',
  'reviewers/edge-case.md': 'ffb9cc392d9fd63f238ad1259ea85315baf2650d73d3ea1b6a1060fd9f373723',
  'reviewers/performance.md': 'd15226168d65b757fcb4187a972927cee4a3b94823890222a3f525f07af8a8af',
  'reviewers/security.md': '8788fc4503ecb114437dc267823db76b0aac0c37f9070e51375fa3ca10a03c4b',
  'reviewers/spec-compliance.md': '71fc5c17bb4b01c4dd0f0e3a2fc9b7b7be7ba28cad3d0ab4f58158cc25eecb49',
  'reviewers/verification-gap.md': '54936cb02def56f1483e60c21ede83166b1d50337932845733fd2c34fc47356e',
  'ruby.md': 'ba8fca10fdf514b1c3da6ed4f1346da4ae2f8a1b70dd67efba975273f220728c',
  'rust.md': '8ec42adf251d91cc96e95b89ac26213129f23e1407a9660246f3185646993a32',
  'shell.md': '8a9668719c50841f4d7c1606116b007d0c240cccef8f291c6700363a9f1bd195',
  'shield-access-control.md': '3c96a3bb58c84c33c89c6be666fd72a9bf57f936ed9442dce27d99e96ad5ff03',
  'shield-ai-integrations.md': 'bb6b5349407d68d7418494d8e9bfda80a76dec2285c981a235dd246750da46a5',
  'shield-change-and-supply-chain.md': 'd3e714ab4197b89a648d49293dfdf74fc8943f85c4f64699274b5408d870c88b',
  'shield-cryptography.md': '734f70dedebb36ce92e4c8e25b323875a4b80c1a1eacf6cd39d3d36adebd077b',
  'shield-logging.md': 'eb79e58f9d6fcbd583aea5d39af469e32083fcfb2ac5d57b9578d0428b3f42aa',
  'shield-personal-data.md': '07f8c4c0936aab6c526ae6004f2ada87dac72c9cac3f6285a553a9c38d451b38',
  'sql-and-migrations.md': '3998416b79de53f4a975e05df845ede5d5c695349a298be7ceeaf0e7f01779ac',
};

/** A shipped document's hash: one the build did not see is a package built from other files. */
export function shippedDocSha256(path: string): string {
  const hash = SHIPPED_DOC_SHA256[path];
  if (hash === undefined) throw new Error(`proofgate: rules/${path} was not hashed by the build (run npm run build)`);
  return hash;
}

/** The rule set of the built-in rules alone: what a project that changes none of them is reviewed by. */
export const BUILTIN_RULE_SET_SHA256 = 'd1a088773b8d1b9c1a51457b88a15cbed22e67c483e1fa4b607329b9ca3487a4';
