export const id = 9999;
export const ids = [9999];
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

/***/ 19999:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

const validate = validate17;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validate17);
const schema22 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-ledger.schema.json","title":"ReviewLedger","description":"ledger.json: what became of every reviewer the scope dispatched, derived by proofgate from the attempts (never read back as evidence). The review is complete only when every reviewer returned and measured.","type":"object","additionalProperties":false,"required":["schema","scopeSha256","complete","reviewers"],"properties":{"schema":{"const":"proofgate/review-ledger/1"},"scopeSha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"complete":{"type":"boolean","description":"Every reviewer is returned: none outstanding, unmeasured, deferred or failed."},"reviewers":{"type":"array","description":"Every reviewer of the scope, in dispatch order, each in exactly one state.","items":{"type":"object","additionalProperties":false,"required":["id","state","attempts","files","findings"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"state":{"enum":["returned","outstanding","unmeasured","deferred","failed"],"description":"returned: its part is in hand and covers every file it was asked, completed (a file it waived only once a person acknowledged it); outstanding: no terminal state yet (never started, or started and quiet; a run that played every reviewer is none's own); unmeasured: returned without reading what it had to (a file not completed, a file it waived that no person acknowledged, or a reviewer with a shell that could not run what it needed); deferred: stood down before it started (the run's deadline, or a run that was stopped); failed: ended with an error proofgate observed."},"reason":{"type":"string","maxLength":2000,"description":"Why the state is not returned."},"attempts":{"type":"array","description":"Its attempts, oldest first.","items":{"type":"object","additionalProperties":false,"required":["attempt","outcome"],"properties":{"attempt":{"type":"integer","minimum":1},"outcome":{"enum":["returned","failed","unfinished","deferred"]},"startedAt":{"type":"string","maxLength":64},"durationMs":{"type":"integer","minimum":0},"reasons":{"type":"array","items":{"type":"string","maxLength":2000}}}}},"files":{"type":"object","additionalProperties":false,"required":["asked","completed"],"properties":{"asked":{"type":"integer","minimum":0,"description":"Selected files it must account for."},"completed":{"type":"integer","minimum":0,"description":"Of those, completed (or waived with a reason) in its returned parts."},"waived":{"type":"integer","minimum":0,"description":"Of those accounted for, the files it waived rather than reviewed: each waits for a person at the gate, named with this reviewer, whatever another reviewer did."}}},"findings":{"type":"integer","minimum":0,"description":"Findings in its returned parts."},"durationMs":{"type":"integer","minimum":0,"description":"The time of its attempts together."}}}}}};
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");
const func2 = (ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__["default"] ?? ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-ledger.schema.json" */;
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
if(data.scopeSha256 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scopeSha256"},message:"must have required property '"+"scopeSha256"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.complete === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "complete"},message:"must have required property '"+"complete"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reviewers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reviewers"},message:"must have required property '"+"reviewers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "schema") || (key0 === "scopeSha256")) || (key0 === "complete")) || (key0 === "reviewers"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.schema !== undefined){
if("proofgate/review-ledger/1" !== data.schema){
const err5 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "proofgate/review-ledger/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.scopeSha256 !== undefined){
let data1 = data.scopeSha256;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err6 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/properties/scopeSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/properties/scopeSha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.complete !== undefined){
if(typeof data.complete !== "boolean"){
const err8 = {instancePath:instancePath+"/complete",schemaPath:"#/properties/complete/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.reviewers !== undefined){
let data3 = data.reviewers;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err9 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.state === undefined){
const err10 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.attempts === undefined){
const err11 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.files === undefined){
const err12 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.findings === undefined){
const err13 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data4){
if(!(((((((key1 === "id") || (key1 === "state")) || (key1 === "reason")) || (key1 === "attempts")) || (key1 === "files")) || (key1 === "findings")) || (key1 === "durationMs"))){
const err14 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.id !== undefined){
let data5 = data4.id;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err15 = {instancePath:instancePath+"/reviewers/" + i0+"/id",schemaPath:"#/properties/reviewers/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err16 = {instancePath:instancePath+"/reviewers/" + i0+"/id",schemaPath:"#/properties/reviewers/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.state !== undefined){
let data6 = data4.state;
if(!(((((data6 === "returned") || (data6 === "outstanding")) || (data6 === "unmeasured")) || (data6 === "deferred")) || (data6 === "failed"))){
const err17 = {instancePath:instancePath+"/reviewers/" + i0+"/state",schemaPath:"#/properties/reviewers/items/properties/state/enum",keyword:"enum",params:{allowedValues: schema22.properties.reviewers.items.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.reason !== undefined){
let data7 = data4.reason;
if(typeof data7 === "string"){
if((data7.length > 2000 && func2(data7) > 2000)){
const err18 = {instancePath:instancePath+"/reviewers/" + i0+"/reason",schemaPath:"#/properties/reviewers/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err19 = {instancePath:instancePath+"/reviewers/" + i0+"/reason",schemaPath:"#/properties/reviewers/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.attempts !== undefined){
let data8 = data4.attempts;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.attempt === undefined){
const err20 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1,schemaPath:"#/properties/reviewers/items/properties/attempts/items/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9.outcome === undefined){
const err21 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1,schemaPath:"#/properties/reviewers/items/properties/attempts/items/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data9){
if(!(((((key2 === "attempt") || (key2 === "outcome")) || (key2 === "startedAt")) || (key2 === "durationMs")) || (key2 === "reasons"))){
const err22 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1,schemaPath:"#/properties/reviewers/items/properties/attempts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.attempt !== undefined){
let data10 = data9.attempt;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/attempt",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/attempt",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.outcome !== undefined){
let data11 = data9.outcome;
if(!((((data11 === "returned") || (data11 === "failed")) || (data11 === "unfinished")) || (data11 === "deferred"))){
const err25 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/outcome",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema22.properties.reviewers.items.properties.attempts.items.properties.outcome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.startedAt !== undefined){
let data12 = data9.startedAt;
if(typeof data12 === "string"){
if((data12.length > 64 && func2(data12) > 64)){
const err26 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/startedAt",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/startedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/startedAt",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.durationMs !== undefined){
let data13 = data9.durationMs;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err28 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/durationMs",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err29 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/durationMs",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.reasons !== undefined){
let data14 = data9.reasons;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(typeof data15 === "string"){
if((data15.length > 2000 && func2(data15) > 2000)){
const err30 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/reasons/" + i2,schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/reasons/items/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/reasons/" + i2,schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/reasons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1+"/reasons",schemaPath:"#/properties/reviewers/items/properties/attempts/items/properties/reasons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts/" + i1,schemaPath:"#/properties/reviewers/items/properties/attempts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err34 = {instancePath:instancePath+"/reviewers/" + i0+"/attempts",schemaPath:"#/properties/reviewers/items/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.files !== undefined){
let data16 = data4.files;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.asked === undefined){
const err35 = {instancePath:instancePath+"/reviewers/" + i0+"/files",schemaPath:"#/properties/reviewers/items/properties/files/required",keyword:"required",params:{missingProperty: "asked"},message:"must have required property '"+"asked"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data16.completed === undefined){
const err36 = {instancePath:instancePath+"/reviewers/" + i0+"/files",schemaPath:"#/properties/reviewers/items/properties/files/required",keyword:"required",params:{missingProperty: "completed"},message:"must have required property '"+"completed"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data16){
if(!(((key3 === "asked") || (key3 === "completed")) || (key3 === "waived"))){
const err37 = {instancePath:instancePath+"/reviewers/" + i0+"/files",schemaPath:"#/properties/reviewers/items/properties/files/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.asked !== undefined){
let data17 = data16.asked;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err38 = {instancePath:instancePath+"/reviewers/" + i0+"/files/asked",schemaPath:"#/properties/reviewers/items/properties/files/properties/asked/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err39 = {instancePath:instancePath+"/reviewers/" + i0+"/files/asked",schemaPath:"#/properties/reviewers/items/properties/files/properties/asked/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data16.completed !== undefined){
let data18 = data16.completed;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err40 = {instancePath:instancePath+"/reviewers/" + i0+"/files/completed",schemaPath:"#/properties/reviewers/items/properties/files/properties/completed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err41 = {instancePath:instancePath+"/reviewers/" + i0+"/files/completed",schemaPath:"#/properties/reviewers/items/properties/files/properties/completed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data16.waived !== undefined){
let data19 = data16.waived;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err42 = {instancePath:instancePath+"/reviewers/" + i0+"/files/waived",schemaPath:"#/properties/reviewers/items/properties/files/properties/waived/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err43 = {instancePath:instancePath+"/reviewers/" + i0+"/files/waived",schemaPath:"#/properties/reviewers/items/properties/files/properties/waived/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err44 = {instancePath:instancePath+"/reviewers/" + i0+"/files",schemaPath:"#/properties/reviewers/items/properties/files/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data4.findings !== undefined){
let data20 = data4.findings;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err45 = {instancePath:instancePath+"/reviewers/" + i0+"/findings",schemaPath:"#/properties/reviewers/items/properties/findings/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err46 = {instancePath:instancePath+"/reviewers/" + i0+"/findings",schemaPath:"#/properties/reviewers/items/properties/findings/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data4.durationMs !== undefined){
let data21 = data4.durationMs;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err47 = {instancePath:instancePath+"/reviewers/" + i0+"/durationMs",schemaPath:"#/properties/reviewers/items/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err48 = {instancePath:instancePath+"/reviewers/" + i0+"/durationMs",schemaPath:"#/properties/reviewers/items/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/reviewers",schemaPath:"#/properties/reviewers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}


/***/ })

};
