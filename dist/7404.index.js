export const id = 7404;
export const ids = [7404];
export const modules = {

/***/ 36214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 27404:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

const validate = validate20;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validate20);
const schema26 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-scope.schema.json","title":"ReviewScope","description":"scope.json: what a review must cover, sealed by scopeSha256 (SHA-256 of the canonical JSON of every field but id, scopeSha256 and request).","type":"object","additionalProperties":false,"required":["schema","id","scopeSha256","request","refs","effort","patterns","ruleSet","plan","totals","files","excluded","units","dispatch","reviewers"],"definitions":{"sha":{"type":"string","pattern":"^[0-9a-f]{40}([0-9a-f]{24})?$"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"count":{"type":"integer","minimum":0},"effort":{"enum":["low","medium","high"]},"pass":{"enum":["blind","edge-case","verification-gap"]},"reviewerReason":{"description":"Why a reviewer was selected: one trigger that holds for the change.","oneOf":[{"type":"object","additionalProperties":false,"required":["trigger","effort"],"properties":{"trigger":{"enum":["floor","always"]},"effort":{"$ref":"#/definitions/effort"}}},{"type":"object","additionalProperties":false,"required":["trigger","path","glob","files"],"properties":{"trigger":{"const":"glob"},"path":{"type":"string","description":"The first selected file that matches."},"glob":{"type":"string"},"files":{"type":"integer","minimum":1,"description":"How many selected files match."}}},{"type":"object","additionalProperties":false,"required":["trigger","path","rule","files"],"properties":{"trigger":{"const":"rule"},"path":{"type":"string","description":"The first selected file that gets the rule."},"rule":{"type":"string"},"files":{"type":"integer","minimum":1,"description":"How many selected files get it."}}},{"type":"object","additionalProperties":false,"required":["trigger","lines","min"],"properties":{"trigger":{"const":"changed-lines"},"lines":{"$ref":"#/definitions/count"},"min":{"$ref":"#/definitions/count"}}},{"type":"object","additionalProperties":false,"required":["trigger"],"properties":{"trigger":{"const":"intent"}}}]}},"properties":{"schema":{"const":"bmad-plus/review-scope/1"},"id":{"type":"string","description":"The review id: the name of the folder that holds the evidence."},"scopeSha256":{"$ref":"#/definitions/sha256"},"request":{"type":"object","additionalProperties":false,"required":["base","head"],"description":"The refs as the user named them (not sealed: the SHAs in refs are).","properties":{"base":{"type":"string"},"head":{"type":"string"}}},"refs":{"type":"object","additionalProperties":false,"required":["baseSha","headSha","mergeBase","workspace"],"properties":{"baseSha":{"$ref":"#/definitions/sha"},"headSha":{"$ref":"#/definitions/sha"},"mergeBase":{"$ref":"#/definitions/sha"},"workspace":{"type":"boolean","description":"true: the head is the working tree (untracked files included) on top of headSha."}}},"effort":{"$ref":"#/definitions/effort"},"patterns":{"type":"object","additionalProperties":false,"required":["include","exclude"],"properties":{"include":{"type":"array","items":{"type":"string"}},"exclude":{"type":"array","items":{"type":"string"}}}},"ruleSet":{"type":"object","additionalProperties":false,"required":["source","sha256","rules"],"properties":{"source":{"type":"string","description":"\"built-in\", or the project's rules file."},"sha256":{"$ref":"#/definitions/sha256"},"rules":{"type":"array","items":{"type":"string"}},"controls":{"type":"object","description":"The compliance controls each rule relates to, for the rules that name any (e.g. the Shield pack's).","additionalProperties":{"type":"array","items":{"type":"string"}}}}},"plan":{"type":"object","additionalProperties":false,"required":["effort","passes","refutation","survey","parallel"],"properties":{"effort":{"$ref":"#/definitions/effort"},"passes":{"type":"array","items":{"$ref":"#/definitions/pass"},"minItems":1,"maxItems":3},"refutation":{"type":"boolean"},"survey":{"type":"boolean","description":"150 changed lines or more: survey the change before reading it."},"parallel":{"type":"boolean","description":"400 changed lines or more in several units: review units in parallel."}}},"totals":{"type":"object","additionalProperties":false,"required":["files","changedLines","units","excluded"],"properties":{"files":{"$ref":"#/definitions/count"},"changedLines":{"$ref":"#/definitions/count"},"units":{"$ref":"#/definitions/count"},"excluded":{"$ref":"#/definitions/count"}}},"files":{"type":"array","description":"Selected files, byte-sorted by path.","items":{"type":"object","additionalProperties":false,"required":["path","status","kind","blob","mode","added","deleted","unit","rules"],"properties":{"path":{"type":"string"},"from":{"type":"string","description":"The old path of a renamed file."},"status":{"enum":["added","modified","renamed","mode-changed","type-changed"]},"kind":{"enum":["file","symlink","submodule"],"description":"Only a file can be quoted by a finding."},"blob":{"$ref":"#/definitions/sha","description":"The object id of the head version (for a submodule, its commit)."},"mode":{"enum":["100644","100755","120000","160000"],"description":"The mode git records for the head version, as sealed (in a working-tree scope the tree's when sealed): 100644 or 100755 (executable) for a file, 120000 for a symbolic link, 160000 for a submodule. The diff an agent reads shows it, and a tree whose mode differs is not the sealed one."},"added":{"$ref":"#/definitions/count"},"deleted":{"$ref":"#/definitions/count"},"unit":{"type":"string"},"rules":{"type":"array","items":{"type":"string"}},"runBy":{"type":"string","description":"For a renamed file: the action metadata, CI or build file that names its new path as code to run (a rename shows an agent no changed line). A person must look at it."},"unreviewedTarget":{"const":true,"description":"For a symbolic link: it leads out of the repository, or (directly or through other links) to a path the review leaves out by its name (built or vendored, an --exclude pattern, outside --include), or to a folder that holds such a path, a secret, a submodule or such a link. An agent is shown only the target's name: a person must look at where it leads."},"longLines":{"type":"integer","minimum":1,"description":"How many lines the change adds to this file that no finding can quote: longer than a quote may be (20,000 characters) even with whitespace normalised. A person must look at it."},"replacesPolicy":{"type":"string","description":"For a policy file the change adds where a forge reads it (CODEOWNERS at the root, in docs/, .github/, .gitlab/, .gitea/ or .forgejo/): the base's policy file a forge reads after it, which it then replaces (GitHub reads .github/, the root, then docs/; GitLab and Gitea the root, docs/, then their own folder; .forgejo/ in no known order). A person must look at it."},"shownWhole":{"const":true,"description":"For a renamed file whose old path the review leaves out by its name (built or vendored, an --exclude pattern, outside --include): no review was shown its content, so its diff shows the whole file and its lines count as added."}}}},"excluded":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["path","reason"],"properties":{"path":{"type":"string"},"from":{"type":"string","description":"The old path of a rename, or of a move git pairs only below its default similarity (down to 1%): the file it was, which decides as a rename's old path does."},"reason":{"enum":["secret","binary","deleted","generated-or-vendored","excluded-by-pattern","not-included"]},"link":{"const":true,"description":"The excluded file is a symbolic link (a `.env` that is one is no dotenv file: a person must look)."},"submodule":{"const":true,"description":"The excluded path is a submodule the change adds or points elsewhere (a gitlink): the commit it names is code of another repository, which no pattern takes out of a person's sight."},"unpaired":{"const":true,"description":"A secret-named file added by a change past git's rename limit (over 1000 × 1000 unpaired added and deleted files), where no move is paired: it may be a reviewed file moved here, so a person must look."},"runBy":{"type":"string","description":"For a generated, vendored, deleted or secret-named file: the action.yml or action.yaml (of the head, the base or the merge base) whose runs names it, or the action metadata or CI file whose commands name it whole. A person must look at it."},"reviewers":{"type":"array","minItems":1,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"description":"In a scope that selects no file: the reviewers (in catalog order) whose trigger (a glob, or a rule the base gives it) the path this entry removes matches (a deleted file, or a rename's old name). No reviewer runs on a change with no selected file, and deleting a guard changes security code as editing it does: a person must look at it."}}}},"config":{"type":"array","description":"Changed paths (selected or excluded) that are, or were renamed from, the review's own configuration at the base: its files, its rules' documents, its project reviewers' documents. Their edit applies after merge; their removal needs a person.","items":{"type":"string"}},"intent":{"type":"object","additionalProperties":false,"required":["source","sha256","bytes"],"description":"What the change says it does (a spec file, or the pull request's description), kept as intent.md beside scope.json: the spec-compliance reviewer checks the change against it, and a finding's claim must quote it.","properties":{"source":{"type":"string","maxLength":4096},"sha256":{"$ref":"#/definitions/sha256"},"bytes":{"$ref":"#/definitions/count"}}},"dispatch":{"enum":["each","one"],"description":"each: every reviewer is its own agent run (its own prompt and context; a ledger records what became of each); one: a single agent run plays every reviewer."},"reviewers":{"type":"array","description":"The reviewers dispatched for this change (floor ∪ diff-triggered ∪ project), in dispatch order, each with why it applies. Each is its own agent run; the ledger records what became of each.","items":{"type":"object","additionalProperties":false,"required":["id","title","origin","context","shell","docSha256","why"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"title":{"type":"string"},"origin":{"enum":["builtin","project"]},"context":{"enum":["diff","repository"],"description":"diff: the reviewer gets the diff and nothing else."},"shell":{"type":"boolean","description":"It may run commands (its definition holds a shell, the scope was sealed with --shell, each reviewer its own run): only its findings can be executed."},"pass":{"enum":["blind","edge-case","verification-gap"],"description":"The review layer it is, when it is one."},"docSha256":{"$ref":"#/definitions/sha256","description":"SHA-256 of its prompt document."},"why":{"type":"array","minItems":1,"items":{"$ref":"#/definitions/reviewerReason"}}}}},"units":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","files","changedLines"],"properties":{"id":{"type":"string","pattern":"^U[1-9][0-9]*$"},"files":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":8},"changedLines":{"$ref":"#/definitions/count"}}}}}};
const schema27 = {"type":"string","pattern":"^[0-9a-f]{64}$"};
const schema28 = {"type":"string","pattern":"^[0-9a-f]{40}([0-9a-f]{24})?$"};
const schema31 = {"enum":["low","medium","high"]};
const schema34 = {"enum":["blind","edge-case","verification-gap"]};
const schema35 = {"type":"integer","minimum":0};
const func3 = Object.prototype.hasOwnProperty;
const func2 = (ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__["default"] ?? ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern30 = new RegExp("^[0-9a-f]{40}([0-9a-f]{24})?$", "u");
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");
const pattern6 = new RegExp("^U[1-9][0-9]*$", "u");
const schema45 = {"description":"Why a reviewer was selected: one trigger that holds for the change.","oneOf":[{"type":"object","additionalProperties":false,"required":["trigger","effort"],"properties":{"trigger":{"enum":["floor","always"]},"effort":{"$ref":"#/definitions/effort"}}},{"type":"object","additionalProperties":false,"required":["trigger","path","glob","files"],"properties":{"trigger":{"const":"glob"},"path":{"type":"string","description":"The first selected file that matches."},"glob":{"type":"string"},"files":{"type":"integer","minimum":1,"description":"How many selected files match."}}},{"type":"object","additionalProperties":false,"required":["trigger","path","rule","files"],"properties":{"trigger":{"const":"rule"},"path":{"type":"string","description":"The first selected file that gets the rule."},"rule":{"type":"string"},"files":{"type":"integer","minimum":1,"description":"How many selected files get it."}}},{"type":"object","additionalProperties":false,"required":["trigger","lines","min"],"properties":{"trigger":{"const":"changed-lines"},"lines":{"$ref":"#/definitions/count"},"min":{"$ref":"#/definitions/count"}}},{"type":"object","additionalProperties":false,"required":["trigger"],"properties":{"trigger":{"const":"intent"}}}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trigger === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.effort === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "effort"},message:"must have required property '"+"effort"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "trigger") || (key0 === "effort"))){
const err2 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.trigger !== undefined){
let data0 = data.trigger;
if(!((data0 === "floor") || (data0 === "always"))){
const err3 = {instancePath:instancePath+"/trigger",schemaPath:"#/oneOf/0/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema45.oneOf[0].properties.trigger.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.effort !== undefined){
let data1 = data.effort;
if(!(((data1 === "low") || (data1 === "medium")) || (data1 === "high"))){
const err4 = {instancePath:instancePath+"/effort",schemaPath:"#/definitions/effort/enum",keyword:"enum",params:{allowedValues: schema31.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trigger === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.glob === undefined){
const err8 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "glob"},message:"must have required property '"+"glob"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.files === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data){
if(!((((key1 === "trigger") || (key1 === "path")) || (key1 === "glob")) || (key1 === "files"))){
const err10 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.trigger !== undefined){
if("glob" !== data.trigger){
const err11 = {instancePath:instancePath+"/trigger",schemaPath:"#/oneOf/1/properties/trigger/const",keyword:"const",params:{allowedValue: "glob"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.path !== undefined){
if(typeof data.path !== "string"){
const err12 = {instancePath:instancePath+"/path",schemaPath:"#/oneOf/1/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.glob !== undefined){
if(typeof data.glob !== "string"){
const err13 = {instancePath:instancePath+"/glob",schemaPath:"#/oneOf/1/properties/glob/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.files !== undefined){
let data5 = data.files;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/files",schemaPath:"#/oneOf/1/properties/files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/files",schemaPath:"#/oneOf/1/properties/files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trigger === undefined){
const err17 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.path === undefined){
const err18 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.rule === undefined){
const err19 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.files === undefined){
const err20 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data){
if(!((((key2 === "trigger") || (key2 === "path")) || (key2 === "rule")) || (key2 === "files"))){
const err21 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.trigger !== undefined){
if("rule" !== data.trigger){
const err22 = {instancePath:instancePath+"/trigger",schemaPath:"#/oneOf/2/properties/trigger/const",keyword:"const",params:{allowedValue: "rule"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.path !== undefined){
if(typeof data.path !== "string"){
const err23 = {instancePath:instancePath+"/path",schemaPath:"#/oneOf/2/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.rule !== undefined){
if(typeof data.rule !== "string"){
const err24 = {instancePath:instancePath+"/rule",schemaPath:"#/oneOf/2/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.files !== undefined){
let data9 = data.files;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/files",schemaPath:"#/oneOf/2/properties/files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err26 = {instancePath:instancePath+"/files",schemaPath:"#/oneOf/2/properties/files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trigger === undefined){
const err28 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.lines === undefined){
const err29 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.min === undefined){
const err30 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key3 in data){
if(!(((key3 === "trigger") || (key3 === "lines")) || (key3 === "min"))){
const err31 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.trigger !== undefined){
if("changed-lines" !== data.trigger){
const err32 = {instancePath:instancePath+"/trigger",schemaPath:"#/oneOf/3/properties/trigger/const",keyword:"const",params:{allowedValue: "changed-lines"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.lines !== undefined){
let data11 = data.lines;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err33 = {instancePath:instancePath+"/lines",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/lines",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.min !== undefined){
let data12 = data.min;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err35 = {instancePath:instancePath+"/min",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/min",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs37 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trigger === undefined){
const err38 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "trigger")){
const err39 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.trigger !== undefined){
if("intent" !== data.trigger){
const err40 = {instancePath:instancePath+"/trigger",schemaPath:"#/oneOf/4/properties/trigger/const",keyword:"const",params:{allowedValue: "intent"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs37 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
}
}
}
}
if(!valid0){
const err42 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-scope.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schema === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.scopeSha256 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scopeSha256"},message:"must have required property '"+"scopeSha256"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.request === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.refs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refs"},message:"must have required property '"+"refs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.effort === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effort"},message:"must have required property '"+"effort"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.patterns === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patterns"},message:"must have required property '"+"patterns"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.ruleSet === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ruleSet"},message:"must have required property '"+"ruleSet"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.plan === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"},message:"must have required property '"+"plan"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.totals === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.files === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.excluded === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "excluded"},message:"must have required property '"+"excluded"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.units === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.dispatch === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dispatch"},message:"must have required property '"+"dispatch"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.reviewers === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reviewers"},message:"must have required property '"+"reviewers"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema26.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.schema !== undefined){
if("bmad-plus/review-scope/1" !== data.schema){
const err16 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/review-scope/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err17 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.scopeSha256 !== undefined){
let data2 = data.scopeSha256;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err18 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/definitions/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/definitions/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.request !== undefined){
let data3 = data.request;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.base === undefined){
const err20 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "base"},message:"must have required property '"+"base"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.head === undefined){
const err21 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "head"},message:"must have required property '"+"head"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "base") || (key1 === "head"))){
const err22 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data3.base !== undefined){
if(typeof data3.base !== "string"){
const err23 = {instancePath:instancePath+"/request/base",schemaPath:"#/properties/request/properties/base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.head !== undefined){
if(typeof data3.head !== "string"){
const err24 = {instancePath:instancePath+"/request/head",schemaPath:"#/properties/request/properties/head/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.refs !== undefined){
let data6 = data.refs;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.baseSha === undefined){
const err26 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "baseSha"},message:"must have required property '"+"baseSha"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.headSha === undefined){
const err27 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "headSha"},message:"must have required property '"+"headSha"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.mergeBase === undefined){
const err28 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "mergeBase"},message:"must have required property '"+"mergeBase"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6.workspace === undefined){
const err29 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "workspace"},message:"must have required property '"+"workspace"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "baseSha") || (key2 === "headSha")) || (key2 === "mergeBase")) || (key2 === "workspace"))){
const err30 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.baseSha !== undefined){
let data7 = data6.baseSha;
if(typeof data7 === "string"){
if(!pattern30.test(data7)){
const err31 = {instancePath:instancePath+"/refs/baseSha",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/refs/baseSha",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data6.headSha !== undefined){
let data8 = data6.headSha;
if(typeof data8 === "string"){
if(!pattern30.test(data8)){
const err33 = {instancePath:instancePath+"/refs/headSha",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/refs/headSha",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.mergeBase !== undefined){
let data9 = data6.mergeBase;
if(typeof data9 === "string"){
if(!pattern30.test(data9)){
const err35 = {instancePath:instancePath+"/refs/mergeBase",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/refs/mergeBase",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data6.workspace !== undefined){
if(typeof data6.workspace !== "boolean"){
const err37 = {instancePath:instancePath+"/refs/workspace",schemaPath:"#/properties/refs/properties/workspace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.effort !== undefined){
let data11 = data.effort;
if(!(((data11 === "low") || (data11 === "medium")) || (data11 === "high"))){
const err39 = {instancePath:instancePath+"/effort",schemaPath:"#/definitions/effort/enum",keyword:"enum",params:{allowedValues: schema31.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.patterns !== undefined){
let data12 = data.patterns;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.include === undefined){
const err40 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12.exclude === undefined){
const err41 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/required",keyword:"required",params:{missingProperty: "exclude"},message:"must have required property '"+"exclude"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "include") || (key3 === "exclude"))){
const err42 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data12.include !== undefined){
let data13 = data12.include;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(typeof data13[i0] !== "string"){
const err43 = {instancePath:instancePath+"/patterns/include/" + i0,schemaPath:"#/properties/patterns/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/patterns/include",schemaPath:"#/properties/patterns/properties/include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data12.exclude !== undefined){
let data15 = data12.exclude;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
if(typeof data15[i1] !== "string"){
const err45 = {instancePath:instancePath+"/patterns/exclude/" + i1,schemaPath:"#/properties/patterns/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/patterns/exclude",schemaPath:"#/properties/patterns/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.ruleSet !== undefined){
let data17 = data.ruleSet;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.source === undefined){
const err48 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data17.sha256 === undefined){
const err49 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17.rules === undefined){
const err50 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key4 in data17){
if(!((((key4 === "source") || (key4 === "sha256")) || (key4 === "rules")) || (key4 === "controls"))){
const err51 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data17.source !== undefined){
if(typeof data17.source !== "string"){
const err52 = {instancePath:instancePath+"/ruleSet/source",schemaPath:"#/properties/ruleSet/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data17.sha256 !== undefined){
let data19 = data17.sha256;
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err53 = {instancePath:instancePath+"/ruleSet/sha256",schemaPath:"#/definitions/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/ruleSet/sha256",schemaPath:"#/definitions/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data17.rules !== undefined){
let data20 = data17.rules;
if(Array.isArray(data20)){
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
if(typeof data20[i2] !== "string"){
const err55 = {instancePath:instancePath+"/ruleSet/rules/" + i2,schemaPath:"#/properties/ruleSet/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/ruleSet/rules",schemaPath:"#/properties/ruleSet/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data17.controls !== undefined){
let data22 = data17.controls;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key5 in data22){
let data23 = data22[key5];
if(Array.isArray(data23)){
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
if(typeof data23[i3] !== "string"){
const err57 = {instancePath:instancePath+"/ruleSet/controls/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i3,schemaPath:"#/properties/ruleSet/properties/controls/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/ruleSet/controls/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/ruleSet/properties/controls/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/ruleSet/controls",schemaPath:"#/properties/ruleSet/properties/controls/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.plan !== undefined){
let data25 = data.plan;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.effort === undefined){
const err61 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "effort"},message:"must have required property '"+"effort"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data25.passes === undefined){
const err62 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "passes"},message:"must have required property '"+"passes"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data25.refutation === undefined){
const err63 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "refutation"},message:"must have required property '"+"refutation"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data25.survey === undefined){
const err64 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "survey"},message:"must have required property '"+"survey"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data25.parallel === undefined){
const err65 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key6 in data25){
if(!(((((key6 === "effort") || (key6 === "passes")) || (key6 === "refutation")) || (key6 === "survey")) || (key6 === "parallel"))){
const err66 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data25.effort !== undefined){
let data26 = data25.effort;
if(!(((data26 === "low") || (data26 === "medium")) || (data26 === "high"))){
const err67 = {instancePath:instancePath+"/plan/effort",schemaPath:"#/definitions/effort/enum",keyword:"enum",params:{allowedValues: schema31.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.passes !== undefined){
let data27 = data25.passes;
if(Array.isArray(data27)){
if(data27.length > 3){
const err68 = {instancePath:instancePath+"/plan/passes",schemaPath:"#/properties/plan/properties/passes/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data27.length < 1){
const err69 = {instancePath:instancePath+"/plan/passes",schemaPath:"#/properties/plan/properties/passes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
let data28 = data27[i4];
if(!(((data28 === "blind") || (data28 === "edge-case")) || (data28 === "verification-gap"))){
const err70 = {instancePath:instancePath+"/plan/passes/" + i4,schemaPath:"#/definitions/pass/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/plan/passes",schemaPath:"#/properties/plan/properties/passes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data25.refutation !== undefined){
if(typeof data25.refutation !== "boolean"){
const err72 = {instancePath:instancePath+"/plan/refutation",schemaPath:"#/properties/plan/properties/refutation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data25.survey !== undefined){
if(typeof data25.survey !== "boolean"){
const err73 = {instancePath:instancePath+"/plan/survey",schemaPath:"#/properties/plan/properties/survey/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data25.parallel !== undefined){
if(typeof data25.parallel !== "boolean"){
const err74 = {instancePath:instancePath+"/plan/parallel",schemaPath:"#/properties/plan/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.totals !== undefined){
let data32 = data.totals;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.files === undefined){
const err76 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data32.changedLines === undefined){
const err77 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "changedLines"},message:"must have required property '"+"changedLines"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data32.units === undefined){
const err78 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data32.excluded === undefined){
const err79 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "excluded"},message:"must have required property '"+"excluded"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
for(const key7 in data32){
if(!((((key7 === "files") || (key7 === "changedLines")) || (key7 === "units")) || (key7 === "excluded"))){
const err80 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data32.files !== undefined){
let data33 = data32.files;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err81 = {instancePath:instancePath+"/totals/files",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err82 = {instancePath:instancePath+"/totals/files",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
if(data32.changedLines !== undefined){
let data34 = data32.changedLines;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err83 = {instancePath:instancePath+"/totals/changedLines",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err84 = {instancePath:instancePath+"/totals/changedLines",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
if(data32.units !== undefined){
let data35 = data32.units;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err85 = {instancePath:instancePath+"/totals/units",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
const err86 = {instancePath:instancePath+"/totals/units",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
if(data32.excluded !== undefined){
let data36 = data32.excluded;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err87 = {instancePath:instancePath+"/totals/excluded",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err88 = {instancePath:instancePath+"/totals/excluded",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.files !== undefined){
let data37 = data.files;
if(Array.isArray(data37)){
const len5 = data37.length;
for(let i5=0; i5<len5; i5++){
let data38 = data37[i5];
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.path === undefined){
const err90 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data38.status === undefined){
const err91 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data38.kind === undefined){
const err92 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data38.blob === undefined){
const err93 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "blob"},message:"must have required property '"+"blob"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data38.mode === undefined){
const err94 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data38.added === undefined){
const err95 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "added"},message:"must have required property '"+"added"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data38.deleted === undefined){
const err96 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data38.unit === undefined){
const err97 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data38.rules === undefined){
const err98 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
for(const key8 in data38){
if(!(func3.call(schema26.properties.files.items.properties, key8))){
const err99 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data38.path !== undefined){
if(typeof data38.path !== "string"){
const err100 = {instancePath:instancePath+"/files/" + i5+"/path",schemaPath:"#/properties/files/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data38.from !== undefined){
if(typeof data38.from !== "string"){
const err101 = {instancePath:instancePath+"/files/" + i5+"/from",schemaPath:"#/properties/files/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data38.status !== undefined){
let data41 = data38.status;
if(!(((((data41 === "added") || (data41 === "modified")) || (data41 === "renamed")) || (data41 === "mode-changed")) || (data41 === "type-changed"))){
const err102 = {instancePath:instancePath+"/files/" + i5+"/status",schemaPath:"#/properties/files/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema26.properties.files.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data38.kind !== undefined){
let data42 = data38.kind;
if(!(((data42 === "file") || (data42 === "symlink")) || (data42 === "submodule"))){
const err103 = {instancePath:instancePath+"/files/" + i5+"/kind",schemaPath:"#/properties/files/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema26.properties.files.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data38.blob !== undefined){
let data43 = data38.blob;
if(typeof data43 === "string"){
if(!pattern30.test(data43)){
const err104 = {instancePath:instancePath+"/files/" + i5+"/blob",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/files/" + i5+"/blob",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data38.mode !== undefined){
let data44 = data38.mode;
if(!((((data44 === "100644") || (data44 === "100755")) || (data44 === "120000")) || (data44 === "160000"))){
const err106 = {instancePath:instancePath+"/files/" + i5+"/mode",schemaPath:"#/properties/files/items/properties/mode/enum",keyword:"enum",params:{allowedValues: schema26.properties.files.items.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data38.added !== undefined){
let data45 = data38.added;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err107 = {instancePath:instancePath+"/files/" + i5+"/added",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err108 = {instancePath:instancePath+"/files/" + i5+"/added",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
if(data38.deleted !== undefined){
let data46 = data38.deleted;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err109 = {instancePath:instancePath+"/files/" + i5+"/deleted",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err110 = {instancePath:instancePath+"/files/" + i5+"/deleted",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
if(data38.unit !== undefined){
if(typeof data38.unit !== "string"){
const err111 = {instancePath:instancePath+"/files/" + i5+"/unit",schemaPath:"#/properties/files/items/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data38.rules !== undefined){
let data48 = data38.rules;
if(Array.isArray(data48)){
const len6 = data48.length;
for(let i6=0; i6<len6; i6++){
if(typeof data48[i6] !== "string"){
const err112 = {instancePath:instancePath+"/files/" + i5+"/rules/" + i6,schemaPath:"#/properties/files/items/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/files/" + i5+"/rules",schemaPath:"#/properties/files/items/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data38.runBy !== undefined){
if(typeof data38.runBy !== "string"){
const err114 = {instancePath:instancePath+"/files/" + i5+"/runBy",schemaPath:"#/properties/files/items/properties/runBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data38.unreviewedTarget !== undefined){
if(true !== data38.unreviewedTarget){
const err115 = {instancePath:instancePath+"/files/" + i5+"/unreviewedTarget",schemaPath:"#/properties/files/items/properties/unreviewedTarget/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data38.longLines !== undefined){
let data52 = data38.longLines;
if(!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))){
const err116 = {instancePath:instancePath+"/files/" + i5+"/longLines",schemaPath:"#/properties/files/items/properties/longLines/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 1 || isNaN(data52)){
const err117 = {instancePath:instancePath+"/files/" + i5+"/longLines",schemaPath:"#/properties/files/items/properties/longLines/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
if(data38.replacesPolicy !== undefined){
if(typeof data38.replacesPolicy !== "string"){
const err118 = {instancePath:instancePath+"/files/" + i5+"/replacesPolicy",schemaPath:"#/properties/files/items/properties/replacesPolicy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data38.shownWhole !== undefined){
if(true !== data38.shownWhole){
const err119 = {instancePath:instancePath+"/files/" + i5+"/shownWhole",schemaPath:"#/properties/files/items/properties/shownWhole/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/files/" + i5,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.excluded !== undefined){
let data55 = data.excluded;
if(Array.isArray(data55)){
const len7 = data55.length;
for(let i7=0; i7<len7; i7++){
let data56 = data55[i7];
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
if(data56.path === undefined){
const err122 = {instancePath:instancePath+"/excluded/" + i7,schemaPath:"#/properties/excluded/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data56.reason === undefined){
const err123 = {instancePath:instancePath+"/excluded/" + i7,schemaPath:"#/properties/excluded/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
for(const key9 in data56){
if(!((((((((key9 === "path") || (key9 === "from")) || (key9 === "reason")) || (key9 === "link")) || (key9 === "submodule")) || (key9 === "unpaired")) || (key9 === "runBy")) || (key9 === "reviewers"))){
const err124 = {instancePath:instancePath+"/excluded/" + i7,schemaPath:"#/properties/excluded/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data56.path !== undefined){
if(typeof data56.path !== "string"){
const err125 = {instancePath:instancePath+"/excluded/" + i7+"/path",schemaPath:"#/properties/excluded/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data56.from !== undefined){
if(typeof data56.from !== "string"){
const err126 = {instancePath:instancePath+"/excluded/" + i7+"/from",schemaPath:"#/properties/excluded/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data56.reason !== undefined){
let data59 = data56.reason;
if(!((((((data59 === "secret") || (data59 === "binary")) || (data59 === "deleted")) || (data59 === "generated-or-vendored")) || (data59 === "excluded-by-pattern")) || (data59 === "not-included"))){
const err127 = {instancePath:instancePath+"/excluded/" + i7+"/reason",schemaPath:"#/properties/excluded/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema26.properties.excluded.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data56.link !== undefined){
if(true !== data56.link){
const err128 = {instancePath:instancePath+"/excluded/" + i7+"/link",schemaPath:"#/properties/excluded/items/properties/link/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data56.submodule !== undefined){
if(true !== data56.submodule){
const err129 = {instancePath:instancePath+"/excluded/" + i7+"/submodule",schemaPath:"#/properties/excluded/items/properties/submodule/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data56.unpaired !== undefined){
if(true !== data56.unpaired){
const err130 = {instancePath:instancePath+"/excluded/" + i7+"/unpaired",schemaPath:"#/properties/excluded/items/properties/unpaired/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data56.runBy !== undefined){
if(typeof data56.runBy !== "string"){
const err131 = {instancePath:instancePath+"/excluded/" + i7+"/runBy",schemaPath:"#/properties/excluded/items/properties/runBy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data56.reviewers !== undefined){
let data64 = data56.reviewers;
if(Array.isArray(data64)){
if(data64.length < 1){
const err132 = {instancePath:instancePath+"/excluded/" + i7+"/reviewers",schemaPath:"#/properties/excluded/items/properties/reviewers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
const len8 = data64.length;
for(let i8=0; i8<len8; i8++){
let data65 = data64[i8];
if(typeof data65 === "string"){
if(!pattern7.test(data65)){
const err133 = {instancePath:instancePath+"/excluded/" + i7+"/reviewers/" + i8,schemaPath:"#/properties/excluded/items/properties/reviewers/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/excluded/" + i7+"/reviewers/" + i8,schemaPath:"#/properties/excluded/items/properties/reviewers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/excluded/" + i7+"/reviewers",schemaPath:"#/properties/excluded/items/properties/reviewers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath:instancePath+"/excluded/" + i7,schemaPath:"#/properties/excluded/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/excluded",schemaPath:"#/properties/excluded/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data.config !== undefined){
let data66 = data.config;
if(Array.isArray(data66)){
const len9 = data66.length;
for(let i9=0; i9<len9; i9++){
if(typeof data66[i9] !== "string"){
const err138 = {instancePath:instancePath+"/config/" + i9,schemaPath:"#/properties/config/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data.intent !== undefined){
let data68 = data.intent;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.source === undefined){
const err140 = {instancePath:instancePath+"/intent",schemaPath:"#/properties/intent/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data68.sha256 === undefined){
const err141 = {instancePath:instancePath+"/intent",schemaPath:"#/properties/intent/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data68.bytes === undefined){
const err142 = {instancePath:instancePath+"/intent",schemaPath:"#/properties/intent/required",keyword:"required",params:{missingProperty: "bytes"},message:"must have required property '"+"bytes"+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
for(const key10 in data68){
if(!(((key10 === "source") || (key10 === "sha256")) || (key10 === "bytes"))){
const err143 = {instancePath:instancePath+"/intent",schemaPath:"#/properties/intent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data68.source !== undefined){
let data69 = data68.source;
if(typeof data69 === "string"){
if((data69.length > 4096 && func2(data69) > 4096)){
const err144 = {instancePath:instancePath+"/intent/source",schemaPath:"#/properties/intent/properties/source/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/intent/source",schemaPath:"#/properties/intent/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data68.sha256 !== undefined){
let data70 = data68.sha256;
if(typeof data70 === "string"){
if(!pattern5.test(data70)){
const err146 = {instancePath:instancePath+"/intent/sha256",schemaPath:"#/definitions/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/intent/sha256",schemaPath:"#/definitions/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data68.bytes !== undefined){
let data71 = data68.bytes;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err148 = {instancePath:instancePath+"/intent/bytes",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 0 || isNaN(data71)){
const err149 = {instancePath:instancePath+"/intent/bytes",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
}
else {
const err150 = {instancePath:instancePath+"/intent",schemaPath:"#/properties/intent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data.dispatch !== undefined){
let data72 = data.dispatch;
if(!((data72 === "each") || (data72 === "one"))){
const err151 = {instancePath:instancePath+"/dispatch",schemaPath:"#/properties/dispatch/enum",keyword:"enum",params:{allowedValues: schema26.properties.dispatch.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data.reviewers !== undefined){
let data73 = data.reviewers;
if(Array.isArray(data73)){
const len10 = data73.length;
for(let i10=0; i10<len10; i10++){
let data74 = data73[i10];
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.id === undefined){
const err152 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data74.title === undefined){
const err153 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(data74.origin === undefined){
const err154 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "origin"},message:"must have required property '"+"origin"+"'"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(data74.context === undefined){
const err155 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "context"},message:"must have required property '"+"context"+"'"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data74.shell === undefined){
const err156 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "shell"},message:"must have required property '"+"shell"+"'"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(data74.docSha256 === undefined){
const err157 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "docSha256"},message:"must have required property '"+"docSha256"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data74.why === undefined){
const err158 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "why"},message:"must have required property '"+"why"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
for(const key11 in data74){
if(!((((((((key11 === "id") || (key11 === "title")) || (key11 === "origin")) || (key11 === "context")) || (key11 === "shell")) || (key11 === "pass")) || (key11 === "docSha256")) || (key11 === "why"))){
const err159 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data74.id !== undefined){
let data75 = data74.id;
if(typeof data75 === "string"){
if(!pattern7.test(data75)){
const err160 = {instancePath:instancePath+"/reviewers/" + i10+"/id",schemaPath:"#/properties/reviewers/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
else {
const err161 = {instancePath:instancePath+"/reviewers/" + i10+"/id",schemaPath:"#/properties/reviewers/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data74.title !== undefined){
if(typeof data74.title !== "string"){
const err162 = {instancePath:instancePath+"/reviewers/" + i10+"/title",schemaPath:"#/properties/reviewers/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data74.origin !== undefined){
let data77 = data74.origin;
if(!((data77 === "builtin") || (data77 === "project"))){
const err163 = {instancePath:instancePath+"/reviewers/" + i10+"/origin",schemaPath:"#/properties/reviewers/items/properties/origin/enum",keyword:"enum",params:{allowedValues: schema26.properties.reviewers.items.properties.origin.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data74.context !== undefined){
let data78 = data74.context;
if(!((data78 === "diff") || (data78 === "repository"))){
const err164 = {instancePath:instancePath+"/reviewers/" + i10+"/context",schemaPath:"#/properties/reviewers/items/properties/context/enum",keyword:"enum",params:{allowedValues: schema26.properties.reviewers.items.properties.context.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data74.shell !== undefined){
if(typeof data74.shell !== "boolean"){
const err165 = {instancePath:instancePath+"/reviewers/" + i10+"/shell",schemaPath:"#/properties/reviewers/items/properties/shell/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data74.pass !== undefined){
let data80 = data74.pass;
if(!(((data80 === "blind") || (data80 === "edge-case")) || (data80 === "verification-gap"))){
const err166 = {instancePath:instancePath+"/reviewers/" + i10+"/pass",schemaPath:"#/properties/reviewers/items/properties/pass/enum",keyword:"enum",params:{allowedValues: schema26.properties.reviewers.items.properties.pass.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data74.docSha256 !== undefined){
let data81 = data74.docSha256;
if(typeof data81 === "string"){
if(!pattern5.test(data81)){
const err167 = {instancePath:instancePath+"/reviewers/" + i10+"/docSha256",schemaPath:"#/definitions/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/reviewers/" + i10+"/docSha256",schemaPath:"#/definitions/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data74.why !== undefined){
let data82 = data74.why;
if(Array.isArray(data82)){
if(data82.length < 1){
const err169 = {instancePath:instancePath+"/reviewers/" + i10+"/why",schemaPath:"#/properties/reviewers/items/properties/why/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
const len11 = data82.length;
for(let i11=0; i11<len11; i11++){
if(!(validate21(data82[i11], {instancePath:instancePath+"/reviewers/" + i10+"/why/" + i11,parentData:data82,parentDataProperty:i11,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err170 = {instancePath:instancePath+"/reviewers/" + i10+"/why",schemaPath:"#/properties/reviewers/items/properties/why/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/reviewers/" + i10,schemaPath:"#/properties/reviewers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath:instancePath+"/reviewers",schemaPath:"#/properties/reviewers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data.units !== undefined){
let data84 = data.units;
if(Array.isArray(data84)){
const len12 = data84.length;
for(let i12=0; i12<len12; i12++){
let data85 = data84[i12];
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(data85.id === undefined){
const err173 = {instancePath:instancePath+"/units/" + i12,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data85.files === undefined){
const err174 = {instancePath:instancePath+"/units/" + i12,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data85.changedLines === undefined){
const err175 = {instancePath:instancePath+"/units/" + i12,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "changedLines"},message:"must have required property '"+"changedLines"+"'"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
for(const key12 in data85){
if(!(((key12 === "id") || (key12 === "files")) || (key12 === "changedLines"))){
const err176 = {instancePath:instancePath+"/units/" + i12,schemaPath:"#/properties/units/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data85.id !== undefined){
let data86 = data85.id;
if(typeof data86 === "string"){
if(!pattern6.test(data86)){
const err177 = {instancePath:instancePath+"/units/" + i12+"/id",schemaPath:"#/properties/units/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^U[1-9][0-9]*$"},message:"must match pattern \""+"^U[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/units/" + i12+"/id",schemaPath:"#/properties/units/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data85.files !== undefined){
let data87 = data85.files;
if(Array.isArray(data87)){
if(data87.length > 8){
const err179 = {instancePath:instancePath+"/units/" + i12+"/files",schemaPath:"#/properties/units/items/properties/files/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(data87.length < 1){
const err180 = {instancePath:instancePath+"/units/" + i12+"/files",schemaPath:"#/properties/units/items/properties/files/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
const len13 = data87.length;
for(let i13=0; i13<len13; i13++){
if(typeof data87[i13] !== "string"){
const err181 = {instancePath:instancePath+"/units/" + i12+"/files/" + i13,schemaPath:"#/properties/units/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
else {
const err182 = {instancePath:instancePath+"/units/" + i12+"/files",schemaPath:"#/properties/units/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data85.changedLines !== undefined){
let data89 = data85.changedLines;
if(!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))){
const err183 = {instancePath:instancePath+"/units/" + i12+"/changedLines",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if((typeof data89 == "number") && (isFinite(data89))){
if(data89 < 0 || isNaN(data89)){
const err184 = {instancePath:instancePath+"/units/" + i12+"/changedLines",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
}
else {
const err185 = {instancePath:instancePath+"/units/" + i12,schemaPath:"#/properties/units/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
else {
const err186 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}


/***/ })

};
