// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
export const validate = validate16;
export default validate16;
const schema21 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-rules.schema.json","title":"ReviewRules","description":"A project's review rules (_bmad/review-rules.yaml): adds, replaces or disables built-in rules.","type":"object","additionalProperties":false,"required":["schema"],"properties":{"schema":{"const":"bmad-plus/review-rules/1"},"rules":{"type":"array","maxItems":200,"items":{"type":"object","additionalProperties":false,"required":["id","title","globs","doc"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"},"title":{"type":"string","minLength":1,"maxLength":200},"group":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,31}$"},"globs":{"type":"array","minItems":1,"maxItems":50,"items":{"type":"string","minLength":1,"maxLength":256}},"doc":{"type":"string","minLength":1,"maxLength":1024,"description":"Path of the rule's Markdown document, inside _bmad/, at most 64 KB."}}}},"disable":{"type":"array","maxItems":200,"items":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$"}}}};
const pattern13 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");
const pattern14 = new RegExp("^[a-z0-9][a-z0-9-]{0,31}$", "u");
const func3 = (length.default.default ?? length.default);

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(((key0 === "schema") || (key0 === "rules")) || (key0 === "disable"))){
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
if(data.rules !== undefined){
let data1 = data.rules;
if(Array.isArray(data1)){
if(data1.length > 200){
const err3 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
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
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err4 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.title === undefined){
const err5 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.globs === undefined){
const err6 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "globs"},message:"must have required property '"+"globs"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.doc === undefined){
const err7 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/required",keyword:"required",params:{missingProperty: "doc"},message:"must have required property '"+"doc"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data2){
if(!(((((key1 === "id") || (key1 === "title")) || (key1 === "group")) || (key1 === "globs")) || (key1 === "doc"))){
const err8 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(typeof data3 === "string"){
if(!pattern13.test(data3)){
const err9 = {instancePath:instancePath+"/rules/" + i0+"/id",schemaPath:"#/properties/rules/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err10 = {instancePath:instancePath+"/rules/" + i0+"/id",schemaPath:"#/properties/rules/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.title !== undefined){
let data4 = data2.title;
if(typeof data4 === "string"){
if((data4.length > 200 && func3(data4) > 200)){
const err11 = {instancePath:instancePath+"/rules/" + i0+"/title",schemaPath:"#/properties/rules/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func3(data4) < 1){
const err12 = {instancePath:instancePath+"/rules/" + i0+"/title",schemaPath:"#/properties/rules/items/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/rules/" + i0+"/title",schemaPath:"#/properties/rules/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.group !== undefined){
let data5 = data2.group;
if(typeof data5 === "string"){
if(!pattern14.test(data5)){
const err14 = {instancePath:instancePath+"/rules/" + i0+"/group",schemaPath:"#/properties/rules/items/properties/group/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,31}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,31}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/rules/" + i0+"/group",schemaPath:"#/properties/rules/items/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.globs !== undefined){
let data6 = data2.globs;
if(Array.isArray(data6)){
if(data6.length > 50){
const err16 = {instancePath:instancePath+"/rules/" + i0+"/globs",schemaPath:"#/properties/rules/items/properties/globs/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.length < 1){
const err17 = {instancePath:instancePath+"/rules/" + i0+"/globs",schemaPath:"#/properties/rules/items/properties/globs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 === "string"){
if((data7.length > 256 && func3(data7) > 256)){
const err18 = {instancePath:instancePath+"/rules/" + i0+"/globs/" + i1,schemaPath:"#/properties/rules/items/properties/globs/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func3(data7) < 1){
const err19 = {instancePath:instancePath+"/rules/" + i0+"/globs/" + i1,schemaPath:"#/properties/rules/items/properties/globs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/rules/" + i0+"/globs/" + i1,schemaPath:"#/properties/rules/items/properties/globs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/rules/" + i0+"/globs",schemaPath:"#/properties/rules/items/properties/globs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.doc !== undefined){
let data8 = data2.doc;
if(typeof data8 === "string"){
if((data8.length > 1024 && func3(data8) > 1024)){
const err22 = {instancePath:instancePath+"/rules/" + i0+"/doc",schemaPath:"#/properties/rules/items/properties/doc/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func3(data8) < 1){
const err23 = {instancePath:instancePath+"/rules/" + i0+"/doc",schemaPath:"#/properties/rules/items/properties/doc/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err24 = {instancePath:instancePath+"/rules/" + i0+"/doc",schemaPath:"#/properties/rules/items/properties/doc/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.disable !== undefined){
let data9 = data.disable;
if(Array.isArray(data9)){
if(data9.length > 200){
const err27 = {instancePath:instancePath+"/disable",schemaPath:"#/properties/disable/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 === "string"){
if(!pattern13.test(data10)){
const err28 = {instancePath:instancePath+"/disable/" + i2,schemaPath:"#/properties/disable/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err29 = {instancePath:instancePath+"/disable/" + i2,schemaPath:"#/properties/disable/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/disable",schemaPath:"#/properties/disable/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}
