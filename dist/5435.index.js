export const id = 5435;
export const ids = [5435];
export const modules = {

/***/ 24951:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __webpack_require__(23430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

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

/***/ 23430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 65435:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36214);
/* harmony import */ var ajv_dist_runtime_equal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24951);
// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.


const validate = validate19;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (validate19);
const schema24 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-rules.schema.json","title":"ReviewRules","description":"A project's review rules (_bmad/review-rules.yaml): adds, replaces or disables built-in rules, and enables rule packs.","type":"object","additionalProperties":false,"required":["schema"],"definitions":{"control":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9][A-Za-z0-9.()_-]{0,63}$","description":"A control a rule relates to, FRAMEWORK:CONTROL: ISO27001:A.8.5, SOC2:CC6.1, GDPR:Art.32, NIS2:Art.21(2)(d)."}},"properties":{"schema":{"const":"bmad-plus/review-rules/1"},"packs":{"type":"array","maxItems":10,"uniqueItems":true,"items":{"enum":["shield"]},"description":"Rule packs to enable. shield: six compliance rules (shield-access-control, shield-personal-data, shield-cryptography, shield-logging, shield-ai-integrations, shield-change-and-supply-chain), each naming its controls; replaced by id or disabled like a built-in rule."},"rules":{"type":"array","maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["id","title","globs","doc"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"title":{"type":"string","minLength":1,"maxLength":200},"group":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,31}$"},"globs":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":256}},"doc":{"type":"string","minLength":1,"maxLength":1024,"description":"Path of the rule's Markdown document, inside _bmad/, at most 64 KB."},"controls":{"type":"array","maxItems":50,"uniqueItems":true,"items":{"$ref":"#/definitions/control"},"description":"Compliance controls the rule relates to: shown beside its findings in the summary and SARIF."}}}},"disable":{"type":"array","maxItems":200,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"}}}};
const schema25 = {"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9][A-Za-z0-9.()_-]{0,63}$","description":"A control a rule relates to, FRAMEWORK:CONTROL: ISO27001:A.8.5, SOC2:CC6.1, GDPR:Art.32, NIS2:Art.21(2)(d)."};
const func0 = (ajv_dist_runtime_equal_js__WEBPACK_IMPORTED_MODULE_0__["default"] ?? ajv_dist_runtime_equal_js__WEBPACK_IMPORTED_MODULE_0__);
const func2 = (ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_1__["default"] ?? ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_1__);
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");
const pattern26 = new RegExp("^[a-z0-9][a-z0-9-]{0,31}$", "u");
const pattern27 = new RegExp("^[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9][A-Za-z0-9.()_-]{0,63}$", "u");

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-rules.schema.json" */;
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
for(const key0 in data){
if(!((((key0 === "schema") || (key0 === "packs")) || (key0 === "rules")) || (key0 === "disable"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.schema !== undefined){
if("bmad-plus/review-rules/1" !== data.schema){
const err2 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/review-rules/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.packs !== undefined){
let data1 = data.packs;
if(Array.isArray(data1)){
if(data1.length > 10){
const err3 = {instancePath:instancePath+"/packs",schemaPath:"#/properties/packs/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(data1[i0] === "shield")){
const err4 = {instancePath:instancePath+"/packs/" + i0,schemaPath:"#/properties/packs/items/enum",keyword:"enum",params:{allowedValues: schema24.properties.packs.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err5 = {instancePath:instancePath+"/packs",schemaPath:"#/properties/packs/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/packs",schemaPath:"#/properties/packs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.rules !== undefined){
let data3 = data.rules;
if(Array.isArray(data3)){
if(data3.length > 200){
const err7 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
let data4 = data3[i2];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err8 = {instancePath:instancePath+"/rules/" + i2,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.title === undefined){
const err9 = {instancePath:instancePath+"/rules/" + i2,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.globs === undefined){
const err10 = {instancePath:instancePath+"/rules/" + i2,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "globs"},message:"must have required property '"+"globs"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.doc === undefined){
const err11 = {instancePath:instancePath+"/rules/" + i2,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "doc"},message:"must have required property '"+"doc"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data4){
if(!((((((key1 === "id") || (key1 === "title")) || (key1 === "group")) || (key1 === "globs")) || (key1 === "doc")) || (key1 === "controls"))){
const err12 = {instancePath:instancePath+"/rules/" + i2,schemaPath:"#/properties/rules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.id !== undefined){
let data5 = data4.id;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err13 = {instancePath:instancePath+"/rules/" + i2+"/id",schemaPath:"#/properties/rules/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/rules/" + i2+"/id",schemaPath:"#/properties/rules/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.title !== undefined){
let data6 = data4.title;
if(typeof data6 === "string"){
if((data6.length > 200 && func2(data6) > 200)){
const err15 = {instancePath:instancePath+"/rules/" + i2+"/title",schemaPath:"#/properties/rules/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data6) < 1){
const err16 = {instancePath:instancePath+"/rules/" + i2+"/title",schemaPath:"#/properties/rules/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/rules/" + i2+"/title",schemaPath:"#/properties/rules/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.group !== undefined){
let data7 = data4.group;
if(typeof data7 === "string"){
if(!pattern26.test(data7)){
const err18 = {instancePath:instancePath+"/rules/" + i2+"/group",schemaPath:"#/properties/rules/items/properties/group/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,31}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,31}$"+"\""};
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
const err19 = {instancePath:instancePath+"/rules/" + i2+"/group",schemaPath:"#/properties/rules/items/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.globs !== undefined){
let data8 = data4.globs;
if(Array.isArray(data8)){
if(data8.length > 50){
const err20 = {instancePath:instancePath+"/rules/" + i2+"/globs",schemaPath:"#/properties/rules/items/properties/globs/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.length < 1){
const err21 = {instancePath:instancePath+"/rules/" + i2+"/globs",schemaPath:"#/properties/rules/items/properties/globs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len2 = data8.length;
for(let i3=0; i3<len2; i3++){
let data9 = data8[i3];
if(typeof data9 === "string"){
if((data9.length > 256 && func2(data9) > 256)){
const err22 = {instancePath:instancePath+"/rules/" + i2+"/globs/" + i3,schemaPath:"#/properties/rules/items/properties/globs/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func2(data9) < 1){
const err23 = {instancePath:instancePath+"/rules/" + i2+"/globs/" + i3,schemaPath:"#/properties/rules/items/properties/globs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/rules/" + i2+"/globs/" + i3,schemaPath:"#/properties/rules/items/properties/globs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/rules/" + i2+"/globs",schemaPath:"#/properties/rules/items/properties/globs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.doc !== undefined){
let data10 = data4.doc;
if(typeof data10 === "string"){
if((data10.length > 1024 && func2(data10) > 1024)){
const err26 = {instancePath:instancePath+"/rules/" + i2+"/doc",schemaPath:"#/properties/rules/items/properties/doc/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data10) < 1){
const err27 = {instancePath:instancePath+"/rules/" + i2+"/doc",schemaPath:"#/properties/rules/items/properties/doc/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/rules/" + i2+"/doc",schemaPath:"#/properties/rules/items/properties/doc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data4.controls !== undefined){
let data11 = data4.controls;
if(Array.isArray(data11)){
if(data11.length > 50){
const err29 = {instancePath:instancePath+"/rules/" + i2+"/controls",schemaPath:"#/properties/rules/items/properties/controls/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len3 = data11.length;
for(let i4=0; i4<len3; i4++){
let data12 = data11[i4];
if(typeof data12 === "string"){
if(!pattern27.test(data12)){
const err30 = {instancePath:instancePath+"/rules/" + i2+"/controls/" + i4,schemaPath:"#/definitions/control/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9][A-Za-z0-9.()_-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9][A-Za-z0-9.()_-]{0,63}$"+"\""};
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
const err31 = {instancePath:instancePath+"/rules/" + i2+"/controls/" + i4,schemaPath:"#/definitions/control/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let i5 = data11.length;
let j1;
if(i5 > 1){
outer1:
for(;i5--;){
for(j1 = i5; j1--;){
if(func0(data11[i5], data11[j1])){
const err32 = {instancePath:instancePath+"/rules/" + i2+"/controls",schemaPath:"#/properties/rules/items/properties/controls/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/rules/" + i2+"/controls",schemaPath:"#/properties/rules/items/properties/controls/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath:instancePath+"/rules/" + i2,schemaPath:"#/properties/rules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err35 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.disable !== undefined){
let data13 = data.disable;
if(Array.isArray(data13)){
if(data13.length > 200){
const err36 = {instancePath:instancePath+"/disable",schemaPath:"#/properties/disable/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len4 = data13.length;
for(let i6=0; i6<len4; i6++){
let data14 = data13[i6];
if(typeof data14 === "string"){
if(!pattern7.test(data14)){
const err37 = {instancePath:instancePath+"/disable/" + i6,schemaPath:"#/properties/disable/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err38 = {instancePath:instancePath+"/disable/" + i6,schemaPath:"#/properties/disable/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err39 = {instancePath:instancePath+"/disable",schemaPath:"#/properties/disable/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}


/***/ })

};
