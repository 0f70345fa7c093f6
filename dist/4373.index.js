export const id = 4373;
export const ids = [4373];
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

/***/ 74373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

const validate = validate11;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validate11);
const schema12 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-attempt.schema.json","title":"ReviewAttempt","description":"attempts/N/attempt.json: one event that wrote a part of a review (an agent run, or a merge of parts), what it was asked, and whether its part was merged into the review's findings.json and coverage.json. Written by proofgate; attempts are never deleted.","type":"object","additionalProperties":false,"required":["schema","attempt","scopeSha256","kind","files","units","resume","merged","reasons","startedAt","durationMs"],"properties":{"schema":{"const":"proofgate/review-attempt/1"},"attempt":{"type":"integer","minimum":1},"scopeSha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"kind":{"enum":["agent","merge"],"description":"agent: one agent run wrote findings.json and coverage.json here; merge: parts written elsewhere (matrix jobs) were copied under parts/ and merged."},"agent":{"type":"object","additionalProperties":false,"required":["kind"],"properties":{"kind":{"enum":["claude","codex","agy","custom"]},"command":{"type":"string","maxLength":4096,"description":"The executable given with --agent-cmd, when one was."},"model":{"type":"string","maxLength":200,"description":"The model given with --model, when one was."}}},"files":{"type":"integer","minimum":0,"description":"How many selected files the agent was asked to review."},"units":{"type":"array","items":{"type":"string","pattern":"^U[1-9][0-9]*$"},"description":"The units those files belong to."},"resume":{"type":"boolean","description":"Only the files not yet accounted for were asked (review run --resume)."},"part":{"type":"boolean","description":"A unit run: the part stays here for a later merge and is never merged into the review by this run."},"merged":{"type":"boolean","description":"The part was merged into the review's findings.json and coverage.json (the files those held before are kept under previous/)."},"reasons":{"type":"array","items":{"type":"string","maxLength":2000},"description":"Why the part could not be trusted or merged; empty when it was."},"from":{"type":"array","items":{"type":"string","maxLength":4096},"description":"merge: the folders the parts came from, in the order of parts/1, parts/2, …"},"reviewer":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$","description":"agent: the reviewer of the scope this run was (one agent run per reviewer); absent when one run played every reviewer."},"shell":{"type":"boolean","description":"agent: the reviewer was given a shell (it may run commands, and must report run.execution)."},"ended":{"type":"boolean","description":"false while the attempt is going on (written before the agent starts, or before a merge copies its parts and commits the whole); true, or absent, once it ended. An attempt that never ended is outstanding, never failed, and keeps the gate incomplete until a later attempt of its reviewers ended."},"deferred":{"type":"boolean","description":"agent: the reviewer was stood down before it started (the run's deadline passed); nothing was asked."},"reviewers":{"type":"array","items":{"type":["string","null"],"maxLength":64},"description":"merge: the reviewer of each part, in the order of from (null: a part of no one reviewer)."},"startedAt":{"type":"string","maxLength":64,"description":"When the attempt started (ISO 8601, UTC)."},"durationMs":{"type":"integer","minimum":0}}};
const func3 = Object.prototype.hasOwnProperty;
const func2 = (ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__["default"] ?? ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern6 = new RegExp("^U[1-9][0-9]*$", "u");
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-attempt.schema.json" */;
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
if(data.attempt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
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
if(data.kind === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.files === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.units === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.resume === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resume"},message:"must have required property '"+"resume"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.merged === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "merged"},message:"must have required property '"+"merged"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.reasons === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reasons"},message:"must have required property '"+"reasons"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.startedAt === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.durationMs === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema12.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.schema !== undefined){
if("proofgate/review-attempt/1" !== data.schema){
const err12 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "proofgate/review-attempt/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.attempt !== undefined){
let data1 = data.attempt;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err13 = {instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.scopeSha256 !== undefined){
let data2 = data.scopeSha256;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err15 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/properties/scopeSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/properties/scopeSha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.kind !== undefined){
let data3 = data.kind;
if(!((data3 === "agent") || (data3 === "merge"))){
const err17 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema12.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.agent !== undefined){
let data4 = data.agent;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind === undefined){
const err18 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "kind") || (key1 === "command")) || (key1 === "model"))){
const err19 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.kind !== undefined){
let data5 = data4.kind;
if(!((((data5 === "claude") || (data5 === "codex")) || (data5 === "agy")) || (data5 === "custom"))){
const err20 = {instancePath:instancePath+"/agent/kind",schemaPath:"#/properties/agent/properties/kind/enum",keyword:"enum",params:{allowedValues: schema12.properties.agent.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.command !== undefined){
let data6 = data4.command;
if(typeof data6 === "string"){
if((data6.length > 4096 && func2(data6) > 4096)){
const err21 = {instancePath:instancePath+"/agent/command",schemaPath:"#/properties/agent/properties/command/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/agent/command",schemaPath:"#/properties/agent/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.model !== undefined){
let data7 = data4.model;
if(typeof data7 === "string"){
if((data7.length > 200 && func2(data7) > 200)){
const err23 = {instancePath:instancePath+"/agent/model",schemaPath:"#/properties/agent/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/agent/model",schemaPath:"#/properties/agent/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.files !== undefined){
let data8 = data.files;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err26 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.units !== undefined){
let data9 = data.units;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(!pattern6.test(data10)){
const err28 = {instancePath:instancePath+"/units/" + i0,schemaPath:"#/properties/units/items/pattern",keyword:"pattern",params:{pattern: "^U[1-9][0-9]*$"},message:"must match pattern \""+"^U[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/units/" + i0,schemaPath:"#/properties/units/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.resume !== undefined){
if(typeof data.resume !== "boolean"){
const err31 = {instancePath:instancePath+"/resume",schemaPath:"#/properties/resume/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.part !== undefined){
if(typeof data.part !== "boolean"){
const err32 = {instancePath:instancePath+"/part",schemaPath:"#/properties/part/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.merged !== undefined){
if(typeof data.merged !== "boolean"){
const err33 = {instancePath:instancePath+"/merged",schemaPath:"#/properties/merged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.reasons !== undefined){
let data14 = data.reasons;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(typeof data15 === "string"){
if((data15.length > 2000 && func2(data15) > 2000)){
const err34 = {instancePath:instancePath+"/reasons/" + i1,schemaPath:"#/properties/reasons/items/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/reasons/" + i1,schemaPath:"#/properties/reasons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/reasons",schemaPath:"#/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.from !== undefined){
let data16 = data.from;
if(Array.isArray(data16)){
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
if(typeof data17 === "string"){
if((data17.length > 4096 && func2(data17) > 4096)){
const err37 = {instancePath:instancePath+"/from/" + i2,schemaPath:"#/properties/from/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/from/" + i2,schemaPath:"#/properties/from/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.reviewer !== undefined){
let data18 = data.reviewer;
if(typeof data18 === "string"){
if(!pattern7.test(data18)){
const err40 = {instancePath:instancePath+"/reviewer",schemaPath:"#/properties/reviewer/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/reviewer",schemaPath:"#/properties/reviewer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.shell !== undefined){
if(typeof data.shell !== "boolean"){
const err42 = {instancePath:instancePath+"/shell",schemaPath:"#/properties/shell/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.ended !== undefined){
if(typeof data.ended !== "boolean"){
const err43 = {instancePath:instancePath+"/ended",schemaPath:"#/properties/ended/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.deferred !== undefined){
if(typeof data.deferred !== "boolean"){
const err44 = {instancePath:instancePath+"/deferred",schemaPath:"#/properties/deferred/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.reviewers !== undefined){
let data22 = data.reviewers;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
let data23 = data22[i3];
if((typeof data23 !== "string") && (data23 !== null)){
const err45 = {instancePath:instancePath+"/reviewers/" + i3,schemaPath:"#/properties/reviewers/items/type",keyword:"type",params:{type: schema12.properties.reviewers.items.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data23 === "string"){
if((data23.length > 64 && func2(data23) > 64)){
const err46 = {instancePath:instancePath+"/reviewers/" + i3,schemaPath:"#/properties/reviewers/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
}
else {
const err47 = {instancePath:instancePath+"/reviewers",schemaPath:"#/properties/reviewers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data24 = data.startedAt;
if(typeof data24 === "string"){
if((data24.length > 64 && func2(data24) > 64)){
const err48 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data25 = data.durationMs;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err50 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err51 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


/***/ })

};
