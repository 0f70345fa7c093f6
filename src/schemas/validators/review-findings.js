// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
export const validate = validate14;
export default validate14;
const schema15 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-findings.schema.json","title":"ReviewFindings","description":"findings.json: what the reviewers found, each finding quoting the code word for word. Closed vocabularies: an unknown value is an error, never coerced. The fields marked proofgate extension are optional additions to the seed's format: a file without them is valid, and a reader that does not know them can ignore them.","type":"object","additionalProperties":false,"required":["schema","scopeSha256","findings"],"definitions":{"text":{"type":"string","maxLength":20000},"finding":{"type":"object","additionalProperties":false,"required":["id","path","existing_code","content","category","severity","confidence","disposition"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},"path":{"type":"string","minLength":1,"maxLength":4096,"description":"A selected file of the sealed scope, byte-equal."},"existing_code":{"type":"string","minLength":1,"maxLength":20000,"description":"Whole consecutive lines of the head version, quoted word for word (whitespace may differ)."},"content":{"type":"string","minLength":1,"maxLength":20000,"description":"What is wrong."},"category":{"enum":["correctness","security","data-loss","concurrency","performance","error-handling","compatibility","maintainability","testing","documentation"]},"severity":{"enum":["critical","high","medium","low"]},"confidence":{"enum":["high","medium","low"]},"disposition":{"enum":["confirmed","refuted","unresolved"],"description":"confirmed and unresolved are open; refuted keeps its quoted ground."},"evidence":{"$ref":"#/definitions/text","description":"Why it is true (required when confirmed)."},"refutation":{"$ref":"#/definitions/text","description":"Why it does not hold (for refuted findings)."},"trigger":{"$ref":"#/definitions/text"},"consequence":{"$ref":"#/definitions/text"},"fix":{"$ref":"#/definitions/text"},"suggestion":{"type":"string","maxLength":20000,"description":"The replacement for the quoted lines, whole lines, indentation included (empty: delete them). Offered as a committable suggestion only where the quote is located and every quoted line is on the diff."},"unit":{"type":"string","pattern":"^U[1-9][0-9]*$"},"pass":{"enum":["survey","blind","edge-case","verification-gap","refutation"],"description":"The pass that found it (a refutation keeps the pass, reviewer and basis of the finding it judges)."},"rule":{"type":"string","maxLength":64,"description":"The rule it answers: one of the rules that apply to its path."},"reviewer":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$","description":"proofgate extension: the reviewer that found it, one of the scope's reviewers."},"alsoBy":{"type":"array","maxItems":64,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"description":"proofgate extension, written by proofgate's merge: the other reviewers that reported the same finding (identity and disposition). A rerun of one of them leaves it standing while another still reports it."},"basis":{"enum":["executed","read","reasoned","unstated"],"description":"proofgate extension: how the reviewer established it. executed: by running something (named in ran; needs a reviewer with a shell); read: by inspecting code, tests or search results without running them; reasoned: inferred without a measurement. Absent reads as unstated."},"ran":{"type":"string","maxLength":2000,"description":"proofgate extension: what was run to establish an executed finding (the test, script or probe), so that a reader can run it again."},"claim":{"type":"string","maxLength":2000,"description":"proofgate extension: the words of the intent (the spec or pull request body) that the change does not do, quoted word for word."}}}},"properties":{"schema":{"const":"bmad-plus/review-findings/1"},"scopeSha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"findings":{"type":"array","maxItems":20000,"items":{"$ref":"#/definitions/finding"}}}};
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const schema16 = {"type":"object","additionalProperties":false,"required":["id","path","existing_code","content","category","severity","confidence","disposition"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},"path":{"type":"string","minLength":1,"maxLength":4096,"description":"A selected file of the sealed scope, byte-equal."},"existing_code":{"type":"string","minLength":1,"maxLength":20000,"description":"Whole consecutive lines of the head version, quoted word for word (whitespace may differ)."},"content":{"type":"string","minLength":1,"maxLength":20000,"description":"What is wrong."},"category":{"enum":["correctness","security","data-loss","concurrency","performance","error-handling","compatibility","maintainability","testing","documentation"]},"severity":{"enum":["critical","high","medium","low"]},"confidence":{"enum":["high","medium","low"]},"disposition":{"enum":["confirmed","refuted","unresolved"],"description":"confirmed and unresolved are open; refuted keeps its quoted ground."},"evidence":{"$ref":"#/definitions/text","description":"Why it is true (required when confirmed)."},"refutation":{"$ref":"#/definitions/text","description":"Why it does not hold (for refuted findings)."},"trigger":{"$ref":"#/definitions/text"},"consequence":{"$ref":"#/definitions/text"},"fix":{"$ref":"#/definitions/text"},"suggestion":{"type":"string","maxLength":20000,"description":"The replacement for the quoted lines, whole lines, indentation included (empty: delete them). Offered as a committable suggestion only where the quote is located and every quoted line is on the diff."},"unit":{"type":"string","pattern":"^U[1-9][0-9]*$"},"pass":{"enum":["survey","blind","edge-case","verification-gap","refutation"],"description":"The pass that found it (a refutation keeps the pass, reviewer and basis of the finding it judges)."},"rule":{"type":"string","maxLength":64,"description":"The rule it answers: one of the rules that apply to its path."},"reviewer":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$","description":"proofgate extension: the reviewer that found it, one of the scope's reviewers."},"alsoBy":{"type":"array","maxItems":64,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"description":"proofgate extension, written by proofgate's merge: the other reviewers that reported the same finding (identity and disposition). A rerun of one of them leaves it standing while another still reports it."},"basis":{"enum":["executed","read","reasoned","unstated"],"description":"proofgate extension: how the reviewer established it. executed: by running something (named in ran; needs a reviewer with a shell); read: by inspecting code, tests or search results without running them; reasoned: inferred without a measurement. Absent reads as unstated."},"ran":{"type":"string","maxLength":2000,"description":"proofgate extension: what was run to establish an executed finding (the test, script or probe), so that a reader can run it again."},"claim":{"type":"string","maxLength":2000,"description":"proofgate extension: the words of the intent (the spec or pull request body) that the change does not do, quoted word for word."}}};
const schema17 = {"type":"string","maxLength":20000};
const func3 = Object.prototype.hasOwnProperty;
const func2 = (length.default.default ?? length.default);
const pattern17 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");
const pattern6 = new RegExp("^U[1-9][0-9]*$", "u");
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.path === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.existing_code === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "existing_code"},message:"must have required property '"+"existing_code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.content === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.category === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.severity === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.confidence === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confidence"},message:"must have required property '"+"confidence"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.disposition === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disposition"},message:"must have required property '"+"disposition"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema16.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern17.test(data0)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"+"\""};
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
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if((data1.length > 4096 && func2(data1) > 4096)){
const err11 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data1) < 1){
const err12 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.existing_code !== undefined){
let data2 = data.existing_code;
if(typeof data2 === "string"){
if((data2.length > 20000 && func2(data2) > 20000)){
const err14 = {instancePath:instancePath+"/existing_code",schemaPath:"#/properties/existing_code/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data2) < 1){
const err15 = {instancePath:instancePath+"/existing_code",schemaPath:"#/properties/existing_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/existing_code",schemaPath:"#/properties/existing_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.content !== undefined){
let data3 = data.content;
if(typeof data3 === "string"){
if((data3.length > 20000 && func2(data3) > 20000)){
const err17 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data3) < 1){
const err18 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.category !== undefined){
let data4 = data.category;
if(!((((((((((data4 === "correctness") || (data4 === "security")) || (data4 === "data-loss")) || (data4 === "concurrency")) || (data4 === "performance")) || (data4 === "error-handling")) || (data4 === "compatibility")) || (data4 === "maintainability")) || (data4 === "testing")) || (data4 === "documentation"))){
const err20 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema16.properties.category.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.severity !== undefined){
let data5 = data.severity;
if(!((((data5 === "critical") || (data5 === "high")) || (data5 === "medium")) || (data5 === "low"))){
const err21 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema16.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.confidence !== undefined){
let data6 = data.confidence;
if(!(((data6 === "high") || (data6 === "medium")) || (data6 === "low"))){
const err22 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/enum",keyword:"enum",params:{allowedValues: schema16.properties.confidence.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.disposition !== undefined){
let data7 = data.disposition;
if(!(((data7 === "confirmed") || (data7 === "refuted")) || (data7 === "unresolved"))){
const err23 = {instancePath:instancePath+"/disposition",schemaPath:"#/properties/disposition/enum",keyword:"enum",params:{allowedValues: schema16.properties.disposition.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.evidence !== undefined){
let data8 = data.evidence;
if(typeof data8 === "string"){
if((data8.length > 20000 && func2(data8) > 20000)){
const err24 = {instancePath:instancePath+"/evidence",schemaPath:"#/definitions/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/evidence",schemaPath:"#/definitions/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.refutation !== undefined){
let data9 = data.refutation;
if(typeof data9 === "string"){
if((data9.length > 20000 && func2(data9) > 20000)){
const err26 = {instancePath:instancePath+"/refutation",schemaPath:"#/definitions/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err27 = {instancePath:instancePath+"/refutation",schemaPath:"#/definitions/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.trigger !== undefined){
let data10 = data.trigger;
if(typeof data10 === "string"){
if((data10.length > 20000 && func2(data10) > 20000)){
const err28 = {instancePath:instancePath+"/trigger",schemaPath:"#/definitions/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err29 = {instancePath:instancePath+"/trigger",schemaPath:"#/definitions/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.consequence !== undefined){
let data11 = data.consequence;
if(typeof data11 === "string"){
if((data11.length > 20000 && func2(data11) > 20000)){
const err30 = {instancePath:instancePath+"/consequence",schemaPath:"#/definitions/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err31 = {instancePath:instancePath+"/consequence",schemaPath:"#/definitions/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.fix !== undefined){
let data12 = data.fix;
if(typeof data12 === "string"){
if((data12.length > 20000 && func2(data12) > 20000)){
const err32 = {instancePath:instancePath+"/fix",schemaPath:"#/definitions/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/fix",schemaPath:"#/definitions/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.suggestion !== undefined){
let data13 = data.suggestion;
if(typeof data13 === "string"){
if((data13.length > 20000 && func2(data13) > 20000)){
const err34 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
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
const err35 = {instancePath:instancePath+"/suggestion",schemaPath:"#/properties/suggestion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.unit !== undefined){
let data14 = data.unit;
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
const err36 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/pattern",keyword:"pattern",params:{pattern: "^U[1-9][0-9]*$"},message:"must match pattern \""+"^U[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.pass !== undefined){
let data15 = data.pass;
if(!(((((data15 === "survey") || (data15 === "blind")) || (data15 === "edge-case")) || (data15 === "verification-gap")) || (data15 === "refutation"))){
const err38 = {instancePath:instancePath+"/pass",schemaPath:"#/properties/pass/enum",keyword:"enum",params:{allowedValues: schema16.properties.pass.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.rule !== undefined){
let data16 = data.rule;
if(typeof data16 === "string"){
if((data16.length > 64 && func2(data16) > 64)){
const err39 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err40 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.reviewer !== undefined){
let data17 = data.reviewer;
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
const err41 = {instancePath:instancePath+"/reviewer",schemaPath:"#/properties/reviewer/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/reviewer",schemaPath:"#/properties/reviewer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.alsoBy !== undefined){
let data18 = data.alsoBy;
if(Array.isArray(data18)){
if(data18.length > 64){
const err43 = {instancePath:instancePath+"/alsoBy",schemaPath:"#/properties/alsoBy/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(typeof data19 === "string"){
if(!pattern7.test(data19)){
const err44 = {instancePath:instancePath+"/alsoBy/" + i0,schemaPath:"#/properties/alsoBy/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err45 = {instancePath:instancePath+"/alsoBy/" + i0,schemaPath:"#/properties/alsoBy/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
let i1 = data18.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data18[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err46 = {instancePath:instancePath+"/alsoBy",schemaPath:"#/properties/alsoBy/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err47 = {instancePath:instancePath+"/alsoBy",schemaPath:"#/properties/alsoBy/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.basis !== undefined){
let data20 = data.basis;
if(!((((data20 === "executed") || (data20 === "read")) || (data20 === "reasoned")) || (data20 === "unstated"))){
const err48 = {instancePath:instancePath+"/basis",schemaPath:"#/properties/basis/enum",keyword:"enum",params:{allowedValues: schema16.properties.basis.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.ran !== undefined){
let data21 = data.ran;
if(typeof data21 === "string"){
if((data21.length > 2000 && func2(data21) > 2000)){
const err49 = {instancePath:instancePath+"/ran",schemaPath:"#/properties/ran/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/ran",schemaPath:"#/properties/ran/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.claim !== undefined){
let data22 = data.claim;
if(typeof data22 === "string"){
if((data22.length > 2000 && func2(data22) > 2000)){
const err51 = {instancePath:instancePath+"/claim",schemaPath:"#/properties/claim/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/claim",schemaPath:"#/properties/claim/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}


function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-findings.schema.json" */;
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
if(data.findings === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "schema") || (key0 === "scopeSha256")) || (key0 === "findings"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schema !== undefined){
if("bmad-plus/review-findings/1" !== data.schema){
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/review-findings/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.scopeSha256 !== undefined){
let data1 = data.scopeSha256;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err5 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/properties/scopeSha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/properties/scopeSha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.findings !== undefined){
let data2 = data.findings;
if(Array.isArray(data2)){
if(data2.length > 20000){
const err7 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/maxItems",keyword:"maxItems",params:{limit: 20000},message:"must NOT have more than 20000 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate15(data2[i0], {instancePath:instancePath+"/findings/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}
