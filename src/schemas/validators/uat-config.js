// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
export const validate = validate32;
export default validate32;
const schema96 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-config.schema.json","title":"UatConfig","description":"The `uat` block of _bmad/config.yaml; a missing block means advisory with the defaults.","type":"object","additionalProperties":false,"properties":{"mode":{"enum":["advisory","gate","off"]},"granularity":{"enum":["delivery"]},"environment":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","maxLength":200},"url":{"type":"string","maxLength":2048}}},"page_budget":{"type":"object","additionalProperties":false,"properties":{"steps":{"type":"integer","minimum":1,"maximum":200},"minutes":{"type":"integer","minimum":1,"maximum":600}}},"dir":{"type":"string","minLength":1,"maxLength":1024}}};
const func2 = (length.default.default ?? length.default);

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/uat-config.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "mode") || (key0 === "granularity")) || (key0 === "environment")) || (key0 === "page_budget")) || (key0 === "dir"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(!(((data0 === "advisory") || (data0 === "gate")) || (data0 === "off"))){
const err1 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema96.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.granularity !== undefined){
if(!(data.granularity === "delivery")){
const err2 = {instancePath:instancePath+"/granularity",schemaPath:"#/properties/granularity/enum",keyword:"enum",params:{allowedValues: schema96.properties.granularity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.environment !== undefined){
let data2 = data.environment;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!((key1 === "name") || (key1 === "url"))){
const err3 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if((data3.length > 200 && func2(data3) > 200)){
const err4 = {instancePath:instancePath+"/environment/name",schemaPath:"#/properties/environment/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/environment/name",schemaPath:"#/properties/environment/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.url !== undefined){
let data4 = data2.url;
if(typeof data4 === "string"){
if((data4.length > 2048 && func2(data4) > 2048)){
const err6 = {instancePath:instancePath+"/environment/url",schemaPath:"#/properties/environment/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err7 = {instancePath:instancePath+"/environment/url",schemaPath:"#/properties/environment/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.page_budget !== undefined){
let data5 = data.page_budget;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!((key2 === "steps") || (key2 === "minutes"))){
const err9 = {instancePath:instancePath+"/page_budget",schemaPath:"#/properties/page_budget/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.steps !== undefined){
let data6 = data5.steps;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/page_budget/steps",schemaPath:"#/properties/page_budget/properties/steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 200 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/page_budget/steps",schemaPath:"#/properties/page_budget/properties/steps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/page_budget/steps",schemaPath:"#/properties/page_budget/properties/steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data5.minutes !== undefined){
let data7 = data5.minutes;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err13 = {instancePath:instancePath+"/page_budget/minutes",schemaPath:"#/properties/page_budget/properties/minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 600 || isNaN(data7)){
const err14 = {instancePath:instancePath+"/page_budget/minutes",schemaPath:"#/properties/page_budget/properties/minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/page_budget/minutes",schemaPath:"#/properties/page_budget/properties/minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err16 = {instancePath:instancePath+"/page_budget",schemaPath:"#/properties/page_budget/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.dir !== undefined){
let data8 = data.dir;
if(typeof data8 === "string"){
if((data8.length > 1024 && func2(data8) > 1024)){
const err17 = {instancePath:instancePath+"/dir",schemaPath:"#/properties/dir/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data8) < 1){
const err18 = {instancePath:instancePath+"/dir",schemaPath:"#/properties/dir/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/dir",schemaPath:"#/properties/dir/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
