// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
export const validate = validate18;
export default validate18;
const schema23 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-reviewers.schema.json","title":"ReviewReviewers","description":"A project's own reviewers (_bmad/review-reviewers.yaml, read from the base commit by a scope): each a prompt in _bmad/ with the triggers that dispatch it. They join the built-in reviewers; a built-in id cannot be reused.","type":"object","additionalProperties":false,"required":["schema","reviewers"],"properties":{"schema":{"const":"proofgate/review-reviewers/1"},"reviewers":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","additionalProperties":false,"required":["id","title","doc"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"title":{"type":"string","minLength":1,"maxLength":200},"doc":{"type":"string","minLength":1,"maxLength":1024,"description":"Path of the reviewer's prompt (Markdown), inside _bmad/, at most 64 KB."},"always":{"type":"boolean","description":"Dispatched for every change, at every effort."},"globs":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":256},"description":"Dispatched when a selected file matches one of them."},"rules":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"description":"Dispatched when a selected file gets one of these rules."},"minChangedLines":{"type":"integer","minimum":1,"description":"Dispatched when the change has at least this many changed lines."},"shell":{"type":"boolean","description":"It may run commands; only then can its findings be executed (default false)."},"context":{"enum":["diff","repository"],"description":"diff: it gets the diff and nothing else; repository (default): the diff and the code at the head."}}}}}};
const func3 = Object.prototype.hasOwnProperty;
const func2 = (length.default.default ?? length.default);
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-reviewers.schema.json" */;
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
if(data.reviewers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reviewers"},message:"must have required property '"+"reviewers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "schema") || (key0 === "reviewers"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.schema !== undefined){
if("proofgate/review-reviewers/1" !== data.schema){
const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "proofgate/review-reviewers/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reviewers !== undefined){
let data1 = data.reviewers;
if(Array.isArray(data1)){
if(data1.length > 20){
const err4 = {instancePath:instancePath+"/reviewers",schemaPath:"#/properties/reviewers/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/reviewers",schemaPath:"#/properties/reviewers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err6 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.title === undefined){
const err7 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.doc === undefined){
const err8 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/required",keyword:"required",params:{missingProperty: "doc"},message:"must have required property '"+"doc"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!(func3.call(schema23.properties.reviewers.items.properties, key1))){
const err9 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/reviewers/" + i0+"/id",schemaPath:"#/properties/reviewers/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err11 = {instancePath:instancePath+"/reviewers/" + i0+"/id",schemaPath:"#/properties/reviewers/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.title !== undefined){
let data4 = data2.title;
if(typeof data4 === "string"){
if((data4.length > 200 && func2(data4) > 200)){
const err12 = {instancePath:instancePath+"/reviewers/" + i0+"/title",schemaPath:"#/properties/reviewers/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data4) < 1){
const err13 = {instancePath:instancePath+"/reviewers/" + i0+"/title",schemaPath:"#/properties/reviewers/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/reviewers/" + i0+"/title",schemaPath:"#/properties/reviewers/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.doc !== undefined){
let data5 = data2.doc;
if(typeof data5 === "string"){
if((data5.length > 1024 && func2(data5) > 1024)){
const err15 = {instancePath:instancePath+"/reviewers/" + i0+"/doc",schemaPath:"#/properties/reviewers/items/properties/doc/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data5) < 1){
const err16 = {instancePath:instancePath+"/reviewers/" + i0+"/doc",schemaPath:"#/properties/reviewers/items/properties/doc/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err17 = {instancePath:instancePath+"/reviewers/" + i0+"/doc",schemaPath:"#/properties/reviewers/items/properties/doc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.always !== undefined){
if(typeof data2.always !== "boolean"){
const err18 = {instancePath:instancePath+"/reviewers/" + i0+"/always",schemaPath:"#/properties/reviewers/items/properties/always/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.globs !== undefined){
let data7 = data2.globs;
if(Array.isArray(data7)){
if(data7.length > 50){
const err19 = {instancePath:instancePath+"/reviewers/" + i0+"/globs",schemaPath:"#/properties/reviewers/items/properties/globs/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.length < 1){
const err20 = {instancePath:instancePath+"/reviewers/" + i0+"/globs",schemaPath:"#/properties/reviewers/items/properties/globs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if((data8.length > 256 && func2(data8) > 256)){
const err21 = {instancePath:instancePath+"/reviewers/" + i0+"/globs/" + i1,schemaPath:"#/properties/reviewers/items/properties/globs/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/reviewers/" + i0+"/globs/" + i1,schemaPath:"#/properties/reviewers/items/properties/globs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/reviewers/" + i0+"/globs/" + i1,schemaPath:"#/properties/reviewers/items/properties/globs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath:instancePath+"/reviewers/" + i0+"/globs",schemaPath:"#/properties/reviewers/items/properties/globs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.rules !== undefined){
let data9 = data2.rules;
if(Array.isArray(data9)){
if(data9.length > 50){
const err25 = {instancePath:instancePath+"/reviewers/" + i0+"/rules",schemaPath:"#/properties/reviewers/items/properties/rules/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.length < 1){
const err26 = {instancePath:instancePath+"/reviewers/" + i0+"/rules",schemaPath:"#/properties/reviewers/items/properties/rules/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err27 = {instancePath:instancePath+"/reviewers/" + i0+"/rules/" + i2,schemaPath:"#/properties/reviewers/items/properties/rules/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err28 = {instancePath:instancePath+"/reviewers/" + i0+"/rules/" + i2,schemaPath:"#/properties/reviewers/items/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/reviewers/" + i0+"/rules",schemaPath:"#/properties/reviewers/items/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.minChangedLines !== undefined){
let data11 = data2.minChangedLines;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err30 = {instancePath:instancePath+"/reviewers/" + i0+"/minChangedLines",schemaPath:"#/properties/reviewers/items/properties/minChangedLines/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err31 = {instancePath:instancePath+"/reviewers/" + i0+"/minChangedLines",schemaPath:"#/properties/reviewers/items/properties/minChangedLines/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data2.shell !== undefined){
if(typeof data2.shell !== "boolean"){
const err32 = {instancePath:instancePath+"/reviewers/" + i0+"/shell",schemaPath:"#/properties/reviewers/items/properties/shell/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data2.context !== undefined){
let data13 = data2.context;
if(!((data13 === "diff") || (data13 === "repository"))){
const err33 = {instancePath:instancePath+"/reviewers/" + i0+"/context",schemaPath:"#/properties/reviewers/items/properties/context/enum",keyword:"enum",params:{allowedValues: schema23.properties.reviewers.items.properties.context.enum},message:"must be equal to one of the allowed values"};
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
const err34 = {instancePath:instancePath+"/reviewers/" + i0,schemaPath:"#/properties/reviewers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/reviewers",schemaPath:"#/properties/reviewers/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}
