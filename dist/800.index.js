export const id = 800;
export const ids = [800];
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

/***/ 20800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

const validate = validate10;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validate10);
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/agent-run.schema.json","title":"AgentRunRecord","description":"run.json: what one agent run was and what it cost, written by proofgate after the run (never by the agent). Counts and cost are null when the CLI does not report them.","type":"object","additionalProperties":false,"required":["schema","agent","version","models","modelSource","startedAt","durationMs","turns","tokens","costUsd","exit","stopReason","error","isolation","confinement"],"if":{"type":"object","properties":{"exit":{"type":"object","anyOf":[{"type":"object","properties":{"timedOut":{"const":true}}},{"type":"object","properties":{"signal":{"type":"string"}}},{"type":"object","properties":{"code":{"not":{"const":0}}}}]}}},"then":{"type":"object","properties":{"error":{"type":"string","minLength":1}}},"properties":{"schema":{"const":"proofgate/agent-run/1"},"agent":{"enum":["claude","codex","agy","custom"]},"version":{"type":["string","null"],"pattern":"^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$","description":"What `claude --version` / `codex --version` printed, asked before the run; null for agy and custom runners."},"models":{"type":"array","maxItems":50,"items":{"type":"string","pattern":"^[\\w.:[\\]/@-]{1,200}$"},"description":"The models used: those the agent reported (claude), most output tokens first, else the one proofgate asked for."},"modelSource":{"enum":["reported","requested","unknown"],"description":"reported: the CLI said so after the run; requested: the model flag proofgate or the agent arguments passed (an alias may name no exact weights); unknown: neither."},"startedAt":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$","description":"When the agent was started, UTC."},"durationMs":{"type":"integer","minimum":0},"turns":{"type":["integer","null"],"minimum":0},"tokens":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["input","cachedInput","output"],"properties":{"input":{"type":"integer","minimum":0,"description":"Every input token, cached ones included."},"cachedInput":{"type":"integer","minimum":0,"description":"Input tokens read from a cache."},"output":{"type":"integer","minimum":0}}}]},"costUsd":{"type":["number","null"],"minimum":0,"description":"As the CLI reports it (claude's total_cost_usd); list price, not a bill."},"exit":{"type":"object","additionalProperties":false,"required":["code","signal","timedOut"],"properties":{"code":{"type":["integer","null"]},"signal":{"type":["string","null"],"pattern":"^SIG[A-Z0-9]{1,12}$"},"timedOut":{"type":"boolean"}}},"stopReason":{"type":["string","null"],"pattern":"^[\\w.-]{1,64}$","description":"The CLI's own word for why it stopped: claude's terminal_reason (completed, api_error, …), codex's last turn (completed, failed)."},"error":{"type":["string","null"],"maxLength":300,"description":"When the run failed: the agent's own words (its reported error, else its last line of stderr), one line, redacted; else how it ended in proofgate's words (`exited 1 (it said nothing)`, `exited on signal SIGKILL (it said nothing)`, `timed out after 30 min; its processes were killed (it said nothing)`); for a run that exited 0 while processes it started were still running, how many (they were killed). Never null for a run that timed out, was killed or exited other than 0."},"isolation":{"enum":["bwrap","copy","none"]},"confinement":{"enum":["agent-user","namespaces","unconfined"],"description":"What kept the agent from this job's credentials: a user of its own, namespaces as the job's user, or nothing (isolate none)."}}};
const func2 = (ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__["default"] ?? ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);
const func3 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$", "u");
const pattern1 = new RegExp("^[\\w.:[\\]/@-]{1,200}$", "u");
const pattern2 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$", "u");
const pattern3 = new RegExp("^SIG[A-Z0-9]{1,12}$", "u");
const pattern4 = new RegExp("^[\\w.-]{1,64}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/agent-run.schema.json" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.exit !== undefined){
let data0 = data.exit;
if(!(data0 && typeof data0 == "object" && !Array.isArray(data0))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(errors === _errs7){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.timedOut !== undefined){
if(true !== data0.timedOut){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs10 = errors;
if(errors === _errs10){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.signal !== undefined){
if(typeof data0.signal !== "string"){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs14 = errors;
if(errors === _errs14){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.code !== undefined){
const _errs17 = errors;
const _errs18 = errors;
if(0 !== data0.code){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid6 = _errs18 === errors;
if(valid6){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
}
}
if(!valid2){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error !== undefined){
let data4 = data.error;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/error",schemaPath:"#/then/properties/error/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/error",schemaPath:"#/then/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/then/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs19 === errors;
valid0 = _valid0;
}
if(!valid0){
const err13 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schema === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.agent === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent"},message:"must have required property '"+"agent"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.version === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.models === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.modelSource === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelSource"},message:"must have required property '"+"modelSource"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.startedAt === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.durationMs === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.turns === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turns"},message:"must have required property '"+"turns"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.tokens === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.costUsd === undefined){
const err23 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "costUsd"},message:"must have required property '"+"costUsd"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data.exit === undefined){
const err24 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exit"},message:"must have required property '"+"exit"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.stopReason === undefined){
const err25 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stopReason"},message:"must have required property '"+"stopReason"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.error === undefined){
const err26 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.isolation === undefined){
const err27 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isolation"},message:"must have required property '"+"isolation"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.confinement === undefined){
const err28 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confinement"},message:"must have required property '"+"confinement"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema11.properties, key0))){
const err29 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.schema !== undefined){
if("proofgate/agent-run/1" !== data.schema){
const err30 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "proofgate/agent-run/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.agent !== undefined){
let data6 = data.agent;
if(!((((data6 === "claude") || (data6 === "codex")) || (data6 === "agy")) || (data6 === "custom"))){
const err31 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/enum",keyword:"enum",params:{allowedValues: schema11.properties.agent.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.version !== undefined){
let data7 = data.version;
if((typeof data7 !== "string") && (data7 !== null)){
const err32 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: schema11.properties.version.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err33 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
if(data.models !== undefined){
let data8 = data.models;
if(Array.isArray(data8)){
if(data8.length > 50){
const err34 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(typeof data9 === "string"){
if(!pattern1.test(data9)){
const err35 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/pattern",keyword:"pattern",params:{pattern: "^[\\w.:[\\]/@-]{1,200}$"},message:"must match pattern \""+"^[\\w.:[\\]/@-]{1,200}$"+"\""};
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
const err36 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err37 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.modelSource !== undefined){
let data10 = data.modelSource;
if(!(((data10 === "reported") || (data10 === "requested")) || (data10 === "unknown"))){
const err38 = {instancePath:instancePath+"/modelSource",schemaPath:"#/properties/modelSource/enum",keyword:"enum",params:{allowedValues: schema11.properties.modelSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data11 = data.startedAt;
if(typeof data11 === "string"){
if(!pattern2.test(data11)){
const err39 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data12 = data.durationMs;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err41 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err42 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.turns !== undefined){
let data13 = data.turns;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err43 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: schema11.properties.turns.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err44 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.tokens !== undefined){
let data14 = data.tokens;
const _errs40 = errors;
let valid11 = false;
let passing0 = null;
const _errs41 = errors;
if(data14 !== null){
const err45 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs41 === errors;
if(_valid2){
valid11 = true;
passing0 = 0;
}
const _errs43 = errors;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.input === undefined){
const err46 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14.cachedInput === undefined){
const err47 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/required",keyword:"required",params:{missingProperty: "cachedInput"},message:"must have required property '"+"cachedInput"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.output === undefined){
const err48 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key1 in data14){
if(!(((key1 === "input") || (key1 === "cachedInput")) || (key1 === "output"))){
const err49 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.input !== undefined){
let data15 = data14.input;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err50 = {instancePath:instancePath+"/tokens/input",schemaPath:"#/properties/tokens/oneOf/1/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err51 = {instancePath:instancePath+"/tokens/input",schemaPath:"#/properties/tokens/oneOf/1/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data14.cachedInput !== undefined){
let data16 = data14.cachedInput;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err52 = {instancePath:instancePath+"/tokens/cachedInput",schemaPath:"#/properties/tokens/oneOf/1/properties/cachedInput/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err53 = {instancePath:instancePath+"/tokens/cachedInput",schemaPath:"#/properties/tokens/oneOf/1/properties/cachedInput/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data14.output !== undefined){
let data17 = data14.output;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err54 = {instancePath:instancePath+"/tokens/output",schemaPath:"#/properties/tokens/oneOf/1/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err55 = {instancePath:instancePath+"/tokens/output",schemaPath:"#/properties/tokens/oneOf/1/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err56 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid2 = _errs43 === errors;
if(_valid2 && valid11){
valid11 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid11 = true;
passing0 = 1;
}
}
if(!valid11){
const err57 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.costUsd !== undefined){
let data18 = data.costUsd;
if((!((typeof data18 == "number") && (isFinite(data18)))) && (data18 !== null)){
const err58 = {instancePath:instancePath+"/costUsd",schemaPath:"#/properties/costUsd/type",keyword:"type",params:{type: schema11.properties.costUsd.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err59 = {instancePath:instancePath+"/costUsd",schemaPath:"#/properties/costUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.exit !== undefined){
let data19 = data.exit;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.code === undefined){
const err60 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data19.signal === undefined){
const err61 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/required",keyword:"required",params:{missingProperty: "signal"},message:"must have required property '"+"signal"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data19.timedOut === undefined){
const err62 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/required",keyword:"required",params:{missingProperty: "timedOut"},message:"must have required property '"+"timedOut"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key2 in data19){
if(!(((key2 === "code") || (key2 === "signal")) || (key2 === "timedOut"))){
const err63 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data19.code !== undefined){
let data20 = data19.code;
if((!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) && (data20 !== null)){
const err64 = {instancePath:instancePath+"/exit/code",schemaPath:"#/properties/exit/properties/code/type",keyword:"type",params:{type: schema11.properties.exit.properties.code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data19.signal !== undefined){
let data21 = data19.signal;
if((typeof data21 !== "string") && (data21 !== null)){
const err65 = {instancePath:instancePath+"/exit/signal",schemaPath:"#/properties/exit/properties/signal/type",keyword:"type",params:{type: schema11.properties.exit.properties.signal.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(typeof data21 === "string"){
if(!pattern3.test(data21)){
const err66 = {instancePath:instancePath+"/exit/signal",schemaPath:"#/properties/exit/properties/signal/pattern",keyword:"pattern",params:{pattern: "^SIG[A-Z0-9]{1,12}$"},message:"must match pattern \""+"^SIG[A-Z0-9]{1,12}$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
if(data19.timedOut !== undefined){
if(typeof data19.timedOut !== "boolean"){
const err67 = {instancePath:instancePath+"/exit/timedOut",schemaPath:"#/properties/exit/properties/timedOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.stopReason !== undefined){
let data23 = data.stopReason;
if((typeof data23 !== "string") && (data23 !== null)){
const err69 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/type",keyword:"type",params:{type: schema11.properties.stopReason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(typeof data23 === "string"){
if(!pattern4.test(data23)){
const err70 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/pattern",keyword:"pattern",params:{pattern: "^[\\w.-]{1,64}$"},message:"must match pattern \""+"^[\\w.-]{1,64}$"+"\""};
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
if(data.error !== undefined){
let data24 = data.error;
if((typeof data24 !== "string") && (data24 !== null)){
const err71 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema11.properties.error.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data24 === "string"){
if((data24.length > 300 && func2(data24) > 300)){
const err72 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data.isolation !== undefined){
let data25 = data.isolation;
if(!(((data25 === "bwrap") || (data25 === "copy")) || (data25 === "none"))){
const err73 = {instancePath:instancePath+"/isolation",schemaPath:"#/properties/isolation/enum",keyword:"enum",params:{allowedValues: schema11.properties.isolation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.confinement !== undefined){
let data26 = data.confinement;
if(!(((data26 === "agent-user") || (data26 === "namespaces")) || (data26 === "unconfined"))){
const err74 = {instancePath:instancePath+"/confinement",schemaPath:"#/properties/confinement/enum",keyword:"enum",params:{allowedValues: schema11.properties.confinement.enum},message:"must be equal to one of the allowed values"};
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
const err75 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}


/***/ })

};
