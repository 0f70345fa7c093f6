export const id = 2627;
export const ids = [2627];
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

/***/ 2627:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36214);
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

const validate = validate34;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validate34);
const schema101 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-spec.schema.json","title":"UatSpec","description":"A human acceptance recipe (_bmad-output/uat/specs/<ID>.json): one real sequence of steps a person plays on screen.","type":"object","additionalProperties":false,"required":["schema","id","version","title","environment","witnesses","steps"],"properties":{"schema":{"const":"bmad-plus/uat-spec/2"},"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$","description":"Must match the file name specs/<id>.json."},"version":{"type":"string","minLength":1,"maxLength":64,"description":"The product version the recipe accepts (compared with package.json by `uat spec-present`)."},"title":{"type":"string","minLength":1,"maxLength":200},"environment":{"type":"object","additionalProperties":false,"required":["name","url"],"properties":{"name":{"type":"string","maxLength":200},"url":{"type":"string","maxLength":2048}}},"testerNote":{"type":"string","maxLength":4000,"description":"What the tester should know before starting (shown on the first screen)."},"minutes":{"type":"integer","minimum":1,"maximum":600,"description":"Estimated duration; checked against the page budget."},"witnesses":{"type":"array","maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["id","thing","check"],"properties":{"id":{"$ref":"#/definitions/shortId"},"thing":{"type":"string","minLength":1,"maxLength":500,"description":"What the test relies on, e.g. a test customer account."},"check":{"$ref":"#/definitions/check"}}}},"steps":{"type":"array","minItems":1,"maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["id","where","do","expect","labels"],"properties":{"id":{"$ref":"#/definitions/shortId"},"where":{"type":"string","minLength":1,"maxLength":500,"description":"The screen or page the step happens on."},"do":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"string","minLength":1,"maxLength":500},"description":"One gesture per line."},"expect":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","additionalProperties":false,"required":["id","text"],"properties":{"id":{"$ref":"#/definitions/shortId"},"text":{"type":"string","minLength":1,"maxLength":500,"description":"One verifiable fact."}}}},"labels":{"type":"array","maxItems":50,"items":{"type":"string","minLength":1,"maxLength":200},"description":"The on-screen labels the step uses, word for word as in the code."},"writes":{"type":"boolean","description":"true when the step persists something for real; then `verify` is required."},"verify":{"$ref":"#/definitions/check"}}}}},"definitions":{"shortId":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},"check":{"description":"A read-only check: `sql` and `manual` are run and recorded by a person; `http` (GET or HEAD) and `command` (argv, no shell) by `uat verify`. Each kind needs its field (sql: query, manual: instructions, http: url, command: argv); `uat lint` checks it.","type":"object","additionalProperties":false,"required":["kind"],"properties":{"kind":{"enum":["sql","http","command","manual"]},"query":{"type":"string","minLength":1,"maxLength":4000,"description":"sql: the read-only query."},"instructions":{"type":"string","minLength":1,"maxLength":4000,"description":"manual: what the person checks."},"url":{"type":"string","pattern":"^https?://","maxLength":2048,"description":"http: the URL to request."},"method":{"enum":["GET","HEAD"],"description":"http: GET (default) or HEAD; nothing that writes."},"argv":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","maxLength":1000},"description":"command: program and arguments, run without a shell."},"expectStatus":{"type":"integer","minimum":100,"maximum":599,"description":"http: the expected status (default 200)."},"expectExit":{"type":"integer","minimum":0,"maximum":255,"description":"command: the expected exit code (default 0)."},"contains":{"type":"string","minLength":1,"maxLength":1000,"description":"http/command: text the body or stdout must contain."},"expect":{"type":"string","maxLength":1000,"description":"sql/manual: what the result must show."},"timeoutMs":{"type":"integer","minimum":100,"maximum":120000,"description":"http/command: give up after this long (default 10000)."}}}}};
const schema102 = {"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"};
const schema103 = {"description":"A read-only check: `sql` and `manual` are run and recorded by a person; `http` (GET or HEAD) and `command` (argv, no shell) by `uat verify`. Each kind needs its field (sql: query, manual: instructions, http: url, command: argv); `uat lint` checks it.","type":"object","additionalProperties":false,"required":["kind"],"properties":{"kind":{"enum":["sql","http","command","manual"]},"query":{"type":"string","minLength":1,"maxLength":4000,"description":"sql: the read-only query."},"instructions":{"type":"string","minLength":1,"maxLength":4000,"description":"manual: what the person checks."},"url":{"type":"string","pattern":"^https?://","maxLength":2048,"description":"http: the URL to request."},"method":{"enum":["GET","HEAD"],"description":"http: GET (default) or HEAD; nothing that writes."},"argv":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","maxLength":1000},"description":"command: program and arguments, run without a shell."},"expectStatus":{"type":"integer","minimum":100,"maximum":599,"description":"http: the expected status (default 200)."},"expectExit":{"type":"integer","minimum":0,"maximum":255,"description":"command: the expected exit code (default 0)."},"contains":{"type":"string","minLength":1,"maxLength":1000,"description":"http/command: text the body or stdout must contain."},"expect":{"type":"string","maxLength":1000,"description":"sql/manual: what the result must show."},"timeoutMs":{"type":"integer","minimum":100,"maximum":120000,"description":"http/command: give up after this long (default 10000)."}}};
const func3 = Object.prototype.hasOwnProperty;
const func2 = (ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__["default"] ?? ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_0__);
const pattern46 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$", "u");
const pattern17 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
const pattern53 = new RegExp("^https?://", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/uat-spec.schema.json" */;
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
if(data.version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.environment === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "environment"},message:"must have required property '"+"environment"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.witnesses === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "witnesses"},message:"must have required property '"+"witnesses"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.steps === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema101.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.schema !== undefined){
if("bmad-plus/uat-spec/2" !== data.schema){
const err8 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/uat-spec/2"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern46.test(data1)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.version !== undefined){
let data2 = data.version;
if(typeof data2 === "string"){
if((data2.length > 64 && func2(data2) > 64)){
const err11 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if(typeof data3 === "string"){
if((data3.length > 200 && func2(data3) > 200)){
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data3) < 1){
const err15 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.environment !== undefined){
let data4 = data.environment;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err17 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.url === undefined){
const err18 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "name") || (key1 === "url"))){
const err19 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 === "string"){
if((data5.length > 200 && func2(data5) > 200)){
const err20 = {instancePath:instancePath+"/environment/name",schemaPath:"#/properties/environment/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/environment/name",schemaPath:"#/properties/environment/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data4.url !== undefined){
let data6 = data4.url;
if(typeof data6 === "string"){
if((data6.length > 2048 && func2(data6) > 2048)){
const err22 = {instancePath:instancePath+"/environment/url",schemaPath:"#/properties/environment/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/environment/url",schemaPath:"#/properties/environment/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.testerNote !== undefined){
let data7 = data.testerNote;
if(typeof data7 === "string"){
if((data7.length > 4000 && func2(data7) > 4000)){
const err25 = {instancePath:instancePath+"/testerNote",schemaPath:"#/properties/testerNote/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/testerNote",schemaPath:"#/properties/testerNote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.minutes !== undefined){
let data8 = data.minutes;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/minutes",schemaPath:"#/properties/minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 600 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/minutes",schemaPath:"#/properties/minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/minutes",schemaPath:"#/properties/minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.witnesses !== undefined){
let data9 = data.witnesses;
if(Array.isArray(data9)){
if(data9.length > 50){
const err30 = {instancePath:instancePath+"/witnesses",schemaPath:"#/properties/witnesses/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id === undefined){
const err31 = {instancePath:instancePath+"/witnesses/" + i0,schemaPath:"#/properties/witnesses/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.thing === undefined){
const err32 = {instancePath:instancePath+"/witnesses/" + i0,schemaPath:"#/properties/witnesses/items/required",keyword:"required",params:{missingProperty: "thing"},message:"must have required property '"+"thing"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data10.check === undefined){
const err33 = {instancePath:instancePath+"/witnesses/" + i0,schemaPath:"#/properties/witnesses/items/required",keyword:"required",params:{missingProperty: "check"},message:"must have required property '"+"check"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key2 in data10){
if(!(((key2 === "id") || (key2 === "thing")) || (key2 === "check"))){
const err34 = {instancePath:instancePath+"/witnesses/" + i0,schemaPath:"#/properties/witnesses/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(typeof data11 === "string"){
if(!pattern17.test(data11)){
const err35 = {instancePath:instancePath+"/witnesses/" + i0+"/id",schemaPath:"#/definitions/shortId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"+"\""};
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
const err36 = {instancePath:instancePath+"/witnesses/" + i0+"/id",schemaPath:"#/definitions/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.thing !== undefined){
let data12 = data10.thing;
if(typeof data12 === "string"){
if((data12.length > 500 && func2(data12) > 500)){
const err37 = {instancePath:instancePath+"/witnesses/" + i0+"/thing",schemaPath:"#/properties/witnesses/items/properties/thing/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func2(data12) < 1){
const err38 = {instancePath:instancePath+"/witnesses/" + i0+"/thing",schemaPath:"#/properties/witnesses/items/properties/thing/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/witnesses/" + i0+"/thing",schemaPath:"#/properties/witnesses/items/properties/thing/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data10.check !== undefined){
let data13 = data10.check;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.kind === undefined){
const err40 = {instancePath:instancePath+"/witnesses/" + i0+"/check",schemaPath:"#/definitions/check/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data13){
if(!(func3.call(schema103.properties, key3))){
const err41 = {instancePath:instancePath+"/witnesses/" + i0+"/check",schemaPath:"#/definitions/check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data13.kind !== undefined){
let data14 = data13.kind;
if(!((((data14 === "sql") || (data14 === "http")) || (data14 === "command")) || (data14 === "manual"))){
const err42 = {instancePath:instancePath+"/witnesses/" + i0+"/check/kind",schemaPath:"#/definitions/check/properties/kind/enum",keyword:"enum",params:{allowedValues: schema103.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data13.query !== undefined){
let data15 = data13.query;
if(typeof data15 === "string"){
if((data15.length > 4000 && func2(data15) > 4000)){
const err43 = {instancePath:instancePath+"/witnesses/" + i0+"/check/query",schemaPath:"#/definitions/check/properties/query/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func2(data15) < 1){
const err44 = {instancePath:instancePath+"/witnesses/" + i0+"/check/query",schemaPath:"#/definitions/check/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/witnesses/" + i0+"/check/query",schemaPath:"#/definitions/check/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.instructions !== undefined){
let data16 = data13.instructions;
if(typeof data16 === "string"){
if((data16.length > 4000 && func2(data16) > 4000)){
const err46 = {instancePath:instancePath+"/witnesses/" + i0+"/check/instructions",schemaPath:"#/definitions/check/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func2(data16) < 1){
const err47 = {instancePath:instancePath+"/witnesses/" + i0+"/check/instructions",schemaPath:"#/definitions/check/properties/instructions/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/witnesses/" + i0+"/check/instructions",schemaPath:"#/definitions/check/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data13.url !== undefined){
let data17 = data13.url;
if(typeof data17 === "string"){
if((data17.length > 2048 && func2(data17) > 2048)){
const err49 = {instancePath:instancePath+"/witnesses/" + i0+"/check/url",schemaPath:"#/definitions/check/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern53.test(data17)){
const err50 = {instancePath:instancePath+"/witnesses/" + i0+"/check/url",schemaPath:"#/definitions/check/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/witnesses/" + i0+"/check/url",schemaPath:"#/definitions/check/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data13.method !== undefined){
let data18 = data13.method;
if(!((data18 === "GET") || (data18 === "HEAD"))){
const err52 = {instancePath:instancePath+"/witnesses/" + i0+"/check/method",schemaPath:"#/definitions/check/properties/method/enum",keyword:"enum",params:{allowedValues: schema103.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data13.argv !== undefined){
let data19 = data13.argv;
if(Array.isArray(data19)){
if(data19.length > 50){
const err53 = {instancePath:instancePath+"/witnesses/" + i0+"/check/argv",schemaPath:"#/definitions/check/properties/argv/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data19.length < 1){
const err54 = {instancePath:instancePath+"/witnesses/" + i0+"/check/argv",schemaPath:"#/definitions/check/properties/argv/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(typeof data20 === "string"){
if((data20.length > 1000 && func2(data20) > 1000)){
const err55 = {instancePath:instancePath+"/witnesses/" + i0+"/check/argv/" + i1,schemaPath:"#/definitions/check/properties/argv/items/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/witnesses/" + i0+"/check/argv/" + i1,schemaPath:"#/definitions/check/properties/argv/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/witnesses/" + i0+"/check/argv",schemaPath:"#/definitions/check/properties/argv/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data13.expectStatus !== undefined){
let data21 = data13.expectStatus;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err58 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expectStatus",schemaPath:"#/definitions/check/properties/expectStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 599 || isNaN(data21)){
const err59 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expectStatus",schemaPath:"#/definitions/check/properties/expectStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data21 < 100 || isNaN(data21)){
const err60 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expectStatus",schemaPath:"#/definitions/check/properties/expectStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data13.expectExit !== undefined){
let data22 = data13.expectExit;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err61 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expectExit",schemaPath:"#/definitions/check/properties/expectExit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 255 || isNaN(data22)){
const err62 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expectExit",schemaPath:"#/definitions/check/properties/expectExit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err63 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expectExit",schemaPath:"#/definitions/check/properties/expectExit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data13.contains !== undefined){
let data23 = data13.contains;
if(typeof data23 === "string"){
if((data23.length > 1000 && func2(data23) > 1000)){
const err64 = {instancePath:instancePath+"/witnesses/" + i0+"/check/contains",schemaPath:"#/definitions/check/properties/contains/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(func2(data23) < 1){
const err65 = {instancePath:instancePath+"/witnesses/" + i0+"/check/contains",schemaPath:"#/definitions/check/properties/contains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/witnesses/" + i0+"/check/contains",schemaPath:"#/definitions/check/properties/contains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data13.expect !== undefined){
let data24 = data13.expect;
if(typeof data24 === "string"){
if((data24.length > 1000 && func2(data24) > 1000)){
const err67 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expect",schemaPath:"#/definitions/check/properties/expect/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/witnesses/" + i0+"/check/expect",schemaPath:"#/definitions/check/properties/expect/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data13.timeoutMs !== undefined){
let data25 = data13.timeoutMs;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err69 = {instancePath:instancePath+"/witnesses/" + i0+"/check/timeoutMs",schemaPath:"#/definitions/check/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 120000 || isNaN(data25)){
const err70 = {instancePath:instancePath+"/witnesses/" + i0+"/check/timeoutMs",schemaPath:"#/definitions/check/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data25 < 100 || isNaN(data25)){
const err71 = {instancePath:instancePath+"/witnesses/" + i0+"/check/timeoutMs",schemaPath:"#/definitions/check/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/witnesses/" + i0+"/check",schemaPath:"#/definitions/check/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err73 = {instancePath:instancePath+"/witnesses/" + i0,schemaPath:"#/properties/witnesses/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/witnesses",schemaPath:"#/properties/witnesses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.steps !== undefined){
let data26 = data.steps;
if(Array.isArray(data26)){
if(data26.length > 200){
const err75 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data26.length < 1){
const err76 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.id === undefined){
const err77 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data27.where === undefined){
const err78 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/required",keyword:"required",params:{missingProperty: "where"},message:"must have required property '"+"where"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data27.do === undefined){
const err79 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data27.expect === undefined){
const err80 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data27.labels === undefined){
const err81 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/required",keyword:"required",params:{missingProperty: "labels"},message:"must have required property '"+"labels"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
for(const key4 in data27){
if(!(((((((key4 === "id") || (key4 === "where")) || (key4 === "do")) || (key4 === "expect")) || (key4 === "labels")) || (key4 === "writes")) || (key4 === "verify"))){
const err82 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data27.id !== undefined){
let data28 = data27.id;
if(typeof data28 === "string"){
if(!pattern17.test(data28)){
const err83 = {instancePath:instancePath+"/steps/" + i2+"/id",schemaPath:"#/definitions/shortId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/steps/" + i2+"/id",schemaPath:"#/definitions/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data27.where !== undefined){
let data29 = data27.where;
if(typeof data29 === "string"){
if((data29.length > 500 && func2(data29) > 500)){
const err85 = {instancePath:instancePath+"/steps/" + i2+"/where",schemaPath:"#/properties/steps/items/properties/where/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(func2(data29) < 1){
const err86 = {instancePath:instancePath+"/steps/" + i2+"/where",schemaPath:"#/properties/steps/items/properties/where/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/steps/" + i2+"/where",schemaPath:"#/properties/steps/items/properties/where/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data27.do !== undefined){
let data30 = data27.do;
if(Array.isArray(data30)){
if(data30.length > 20){
const err88 = {instancePath:instancePath+"/steps/" + i2+"/do",schemaPath:"#/properties/steps/items/properties/do/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data30.length < 1){
const err89 = {instancePath:instancePath+"/steps/" + i2+"/do",schemaPath:"#/properties/steps/items/properties/do/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
const len3 = data30.length;
for(let i3=0; i3<len3; i3++){
let data31 = data30[i3];
if(typeof data31 === "string"){
if((data31.length > 500 && func2(data31) > 500)){
const err90 = {instancePath:instancePath+"/steps/" + i2+"/do/" + i3,schemaPath:"#/properties/steps/items/properties/do/items/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func2(data31) < 1){
const err91 = {instancePath:instancePath+"/steps/" + i2+"/do/" + i3,schemaPath:"#/properties/steps/items/properties/do/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/steps/" + i2+"/do/" + i3,schemaPath:"#/properties/steps/items/properties/do/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/steps/" + i2+"/do",schemaPath:"#/properties/steps/items/properties/do/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data27.expect !== undefined){
let data32 = data27.expect;
if(Array.isArray(data32)){
if(data32.length > 20){
const err94 = {instancePath:instancePath+"/steps/" + i2+"/expect",schemaPath:"#/properties/steps/items/properties/expect/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data32.length < 1){
const err95 = {instancePath:instancePath+"/steps/" + i2+"/expect",schemaPath:"#/properties/steps/items/properties/expect/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
const len4 = data32.length;
for(let i4=0; i4<len4; i4++){
let data33 = data32[i4];
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.id === undefined){
const err96 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4,schemaPath:"#/properties/steps/items/properties/expect/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data33.text === undefined){
const err97 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4,schemaPath:"#/properties/steps/items/properties/expect/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
for(const key5 in data33){
if(!((key5 === "id") || (key5 === "text"))){
const err98 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4,schemaPath:"#/properties/steps/items/properties/expect/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data33.id !== undefined){
let data34 = data33.id;
if(typeof data34 === "string"){
if(!pattern17.test(data34)){
const err99 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4+"/id",schemaPath:"#/definitions/shortId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4+"/id",schemaPath:"#/definitions/shortId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data33.text !== undefined){
let data35 = data33.text;
if(typeof data35 === "string"){
if((data35.length > 500 && func2(data35) > 500)){
const err101 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4+"/text",schemaPath:"#/properties/steps/items/properties/expect/items/properties/text/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(func2(data35) < 1){
const err102 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4+"/text",schemaPath:"#/properties/steps/items/properties/expect/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4+"/text",schemaPath:"#/properties/steps/items/properties/expect/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/steps/" + i2+"/expect/" + i4,schemaPath:"#/properties/steps/items/properties/expect/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/steps/" + i2+"/expect",schemaPath:"#/properties/steps/items/properties/expect/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data27.labels !== undefined){
let data36 = data27.labels;
if(Array.isArray(data36)){
if(data36.length > 50){
const err106 = {instancePath:instancePath+"/steps/" + i2+"/labels",schemaPath:"#/properties/steps/items/properties/labels/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
const len5 = data36.length;
for(let i5=0; i5<len5; i5++){
let data37 = data36[i5];
if(typeof data37 === "string"){
if((data37.length > 200 && func2(data37) > 200)){
const err107 = {instancePath:instancePath+"/steps/" + i2+"/labels/" + i5,schemaPath:"#/properties/steps/items/properties/labels/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(func2(data37) < 1){
const err108 = {instancePath:instancePath+"/steps/" + i2+"/labels/" + i5,schemaPath:"#/properties/steps/items/properties/labels/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/steps/" + i2+"/labels/" + i5,schemaPath:"#/properties/steps/items/properties/labels/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/steps/" + i2+"/labels",schemaPath:"#/properties/steps/items/properties/labels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data27.writes !== undefined){
if(typeof data27.writes !== "boolean"){
const err111 = {instancePath:instancePath+"/steps/" + i2+"/writes",schemaPath:"#/properties/steps/items/properties/writes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data27.verify !== undefined){
let data39 = data27.verify;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.kind === undefined){
const err112 = {instancePath:instancePath+"/steps/" + i2+"/verify",schemaPath:"#/definitions/check/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
for(const key6 in data39){
if(!(func3.call(schema103.properties, key6))){
const err113 = {instancePath:instancePath+"/steps/" + i2+"/verify",schemaPath:"#/definitions/check/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data39.kind !== undefined){
let data40 = data39.kind;
if(!((((data40 === "sql") || (data40 === "http")) || (data40 === "command")) || (data40 === "manual"))){
const err114 = {instancePath:instancePath+"/steps/" + i2+"/verify/kind",schemaPath:"#/definitions/check/properties/kind/enum",keyword:"enum",params:{allowedValues: schema103.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data39.query !== undefined){
let data41 = data39.query;
if(typeof data41 === "string"){
if((data41.length > 4000 && func2(data41) > 4000)){
const err115 = {instancePath:instancePath+"/steps/" + i2+"/verify/query",schemaPath:"#/definitions/check/properties/query/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(func2(data41) < 1){
const err116 = {instancePath:instancePath+"/steps/" + i2+"/verify/query",schemaPath:"#/definitions/check/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
else {
const err117 = {instancePath:instancePath+"/steps/" + i2+"/verify/query",schemaPath:"#/definitions/check/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data39.instructions !== undefined){
let data42 = data39.instructions;
if(typeof data42 === "string"){
if((data42.length > 4000 && func2(data42) > 4000)){
const err118 = {instancePath:instancePath+"/steps/" + i2+"/verify/instructions",schemaPath:"#/definitions/check/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(func2(data42) < 1){
const err119 = {instancePath:instancePath+"/steps/" + i2+"/verify/instructions",schemaPath:"#/definitions/check/properties/instructions/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
else {
const err120 = {instancePath:instancePath+"/steps/" + i2+"/verify/instructions",schemaPath:"#/definitions/check/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data39.url !== undefined){
let data43 = data39.url;
if(typeof data43 === "string"){
if((data43.length > 2048 && func2(data43) > 2048)){
const err121 = {instancePath:instancePath+"/steps/" + i2+"/verify/url",schemaPath:"#/definitions/check/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(!pattern53.test(data43)){
const err122 = {instancePath:instancePath+"/steps/" + i2+"/verify/url",schemaPath:"#/definitions/check/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/steps/" + i2+"/verify/url",schemaPath:"#/definitions/check/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data39.method !== undefined){
let data44 = data39.method;
if(!((data44 === "GET") || (data44 === "HEAD"))){
const err124 = {instancePath:instancePath+"/steps/" + i2+"/verify/method",schemaPath:"#/definitions/check/properties/method/enum",keyword:"enum",params:{allowedValues: schema103.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data39.argv !== undefined){
let data45 = data39.argv;
if(Array.isArray(data45)){
if(data45.length > 50){
const err125 = {instancePath:instancePath+"/steps/" + i2+"/verify/argv",schemaPath:"#/definitions/check/properties/argv/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data45.length < 1){
const err126 = {instancePath:instancePath+"/steps/" + i2+"/verify/argv",schemaPath:"#/definitions/check/properties/argv/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
const len6 = data45.length;
for(let i6=0; i6<len6; i6++){
let data46 = data45[i6];
if(typeof data46 === "string"){
if((data46.length > 1000 && func2(data46) > 1000)){
const err127 = {instancePath:instancePath+"/steps/" + i2+"/verify/argv/" + i6,schemaPath:"#/definitions/check/properties/argv/items/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/steps/" + i2+"/verify/argv/" + i6,schemaPath:"#/definitions/check/properties/argv/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/steps/" + i2+"/verify/argv",schemaPath:"#/definitions/check/properties/argv/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data39.expectStatus !== undefined){
let data47 = data39.expectStatus;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err130 = {instancePath:instancePath+"/steps/" + i2+"/verify/expectStatus",schemaPath:"#/definitions/check/properties/expectStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 599 || isNaN(data47)){
const err131 = {instancePath:instancePath+"/steps/" + i2+"/verify/expectStatus",schemaPath:"#/definitions/check/properties/expectStatus/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data47 < 100 || isNaN(data47)){
const err132 = {instancePath:instancePath+"/steps/" + i2+"/verify/expectStatus",schemaPath:"#/definitions/check/properties/expectStatus/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
if(data39.expectExit !== undefined){
let data48 = data39.expectExit;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err133 = {instancePath:instancePath+"/steps/" + i2+"/verify/expectExit",schemaPath:"#/definitions/check/properties/expectExit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 > 255 || isNaN(data48)){
const err134 = {instancePath:instancePath+"/steps/" + i2+"/verify/expectExit",schemaPath:"#/definitions/check/properties/expectExit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255},message:"must be <= 255"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data48 < 0 || isNaN(data48)){
const err135 = {instancePath:instancePath+"/steps/" + i2+"/verify/expectExit",schemaPath:"#/definitions/check/properties/expectExit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data39.contains !== undefined){
let data49 = data39.contains;
if(typeof data49 === "string"){
if((data49.length > 1000 && func2(data49) > 1000)){
const err136 = {instancePath:instancePath+"/steps/" + i2+"/verify/contains",schemaPath:"#/definitions/check/properties/contains/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(func2(data49) < 1){
const err137 = {instancePath:instancePath+"/steps/" + i2+"/verify/contains",schemaPath:"#/definitions/check/properties/contains/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/steps/" + i2+"/verify/contains",schemaPath:"#/definitions/check/properties/contains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data39.expect !== undefined){
let data50 = data39.expect;
if(typeof data50 === "string"){
if((data50.length > 1000 && func2(data50) > 1000)){
const err139 = {instancePath:instancePath+"/steps/" + i2+"/verify/expect",schemaPath:"#/definitions/check/properties/expect/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/steps/" + i2+"/verify/expect",schemaPath:"#/definitions/check/properties/expect/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data39.timeoutMs !== undefined){
let data51 = data39.timeoutMs;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err141 = {instancePath:instancePath+"/steps/" + i2+"/verify/timeoutMs",schemaPath:"#/definitions/check/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 > 120000 || isNaN(data51)){
const err142 = {instancePath:instancePath+"/steps/" + i2+"/verify/timeoutMs",schemaPath:"#/definitions/check/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120000},message:"must be <= 120000"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data51 < 100 || isNaN(data51)){
const err143 = {instancePath:instancePath+"/steps/" + i2+"/verify/timeoutMs",schemaPath:"#/definitions/check/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
}
else {
const err144 = {instancePath:instancePath+"/steps/" + i2+"/verify",schemaPath:"#/definitions/check/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath:instancePath+"/steps/" + i2,schemaPath:"#/properties/steps/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
else {
const err146 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}


/***/ })

};
