// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
import * as formats from 'ajv-formats/dist/formats.js';
export const validate = validate35;
export default validate35;
const schema107 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/uat-triage.schema.json","title":"UatTriage","description":"The triage of one run (triage/<ID>.json): a class and a decision per failed, blocked or skipped expectation, and the read-only write checks of passed writing steps.","type":"object","additionalProperties":false,"required":["schema","specId","runId","items","writeChecks"],"properties":{"schema":{"const":"bmad-plus/uat-triage/1"},"specId":{"type":"string","maxLength":128},"runId":{"type":"string","maxLength":80,"description":"The run this triage answers; a triage of another run counts for nothing."},"items":{"type":"array","maxItems":4000,"items":{"type":"object","additionalProperties":false,"required":["expect","class","decision"],"properties":{"expect":{"type":"string","maxLength":64},"class":{"enum":["product","recipe","data","undecided"]},"decision":{"enum":["fix","amend-spec","remeasure","accept-risk","ask-tester"]},"owner":{"type":"string","minLength":1,"maxLength":200,"description":"Required with accept-risk: the person who accepts it."},"note":{"type":"string","maxLength":4000,"description":"Required with accept-risk: which risk is accepted and why."}}}},"writeChecks":{"type":"array","maxItems":1000,"items":{"type":"object","additionalProperties":false,"required":["step","kind","ok","at","by"],"properties":{"step":{"type":"string","maxLength":64},"kind":{"enum":["sql","http","command","manual"]},"ok":{"type":"boolean"},"at":{"$ref":"#/definitions/checkTime"},"by":{"type":"string","minLength":1,"maxLength":200,"description":"`proofgate uat verify`, or the person who ran an sql or manual check."},"detail":{"type":"string","maxLength":2000}}}}},"definitions":{"checkTime":{"type":"string","maxLength":40,"format":"date-time","description":"An ISO 8601 (RFC 3339) time with its offset: the latest check is chosen by the instant it names, never by its text."}}};
const schema108 = {"type":"string","maxLength":40,"format":"date-time","description":"An ISO 8601 (RFC 3339) time with its offset: the latest check is chosen by the instant it names, never by its text."};
const func2 = (length.default.default ?? length.default);
const formats0 = (formats.fullFormats ?? formats.default.fullFormats)["date-time"];

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/uat-triage.schema.json" */;
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
if(data.specId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "specId"},message:"must have required property '"+"specId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.runId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runId"},message:"must have required property '"+"runId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.items === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.writeChecks === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "writeChecks"},message:"must have required property '"+"writeChecks"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "schema") || (key0 === "specId")) || (key0 === "runId")) || (key0 === "items")) || (key0 === "writeChecks"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schema !== undefined){
if("bmad-plus/uat-triage/1" !== data.schema){
const err6 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/uat-triage/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.specId !== undefined){
let data1 = data.specId;
if(typeof data1 === "string"){
if((data1.length > 128 && func2(data1) > 128)){
const err7 = {instancePath:instancePath+"/specId",schemaPath:"#/properties/specId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/specId",schemaPath:"#/properties/specId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.runId !== undefined){
let data2 = data.runId;
if(typeof data2 === "string"){
if((data2.length > 80 && func2(data2) > 80)){
const err9 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err10 = {instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.items !== undefined){
let data3 = data.items;
if(Array.isArray(data3)){
if(data3.length > 4000){
const err11 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 4000},message:"must NOT have more than 4000 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.expect === undefined){
const err12 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.class === undefined){
const err13 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.decision === undefined){
const err14 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data4){
if(!(((((key1 === "expect") || (key1 === "class")) || (key1 === "decision")) || (key1 === "owner")) || (key1 === "note"))){
const err15 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.expect !== undefined){
let data5 = data4.expect;
if(typeof data5 === "string"){
if((data5.length > 64 && func2(data5) > 64)){
const err16 = {instancePath:instancePath+"/items/" + i0+"/expect",schemaPath:"#/properties/items/items/properties/expect/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err17 = {instancePath:instancePath+"/items/" + i0+"/expect",schemaPath:"#/properties/items/items/properties/expect/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.class !== undefined){
let data6 = data4.class;
if(!((((data6 === "product") || (data6 === "recipe")) || (data6 === "data")) || (data6 === "undecided"))){
const err18 = {instancePath:instancePath+"/items/" + i0+"/class",schemaPath:"#/properties/items/items/properties/class/enum",keyword:"enum",params:{allowedValues: schema107.properties.items.items.properties.class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.decision !== undefined){
let data7 = data4.decision;
if(!(((((data7 === "fix") || (data7 === "amend-spec")) || (data7 === "remeasure")) || (data7 === "accept-risk")) || (data7 === "ask-tester"))){
const err19 = {instancePath:instancePath+"/items/" + i0+"/decision",schemaPath:"#/properties/items/items/properties/decision/enum",keyword:"enum",params:{allowedValues: schema107.properties.items.items.properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.owner !== undefined){
let data8 = data4.owner;
if(typeof data8 === "string"){
if((data8.length > 200 && func2(data8) > 200)){
const err20 = {instancePath:instancePath+"/items/" + i0+"/owner",schemaPath:"#/properties/items/items/properties/owner/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func2(data8) < 1){
const err21 = {instancePath:instancePath+"/items/" + i0+"/owner",schemaPath:"#/properties/items/items/properties/owner/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/items/" + i0+"/owner",schemaPath:"#/properties/items/items/properties/owner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.note !== undefined){
let data9 = data4.note;
if(typeof data9 === "string"){
if((data9.length > 4000 && func2(data9) > 4000)){
const err23 = {instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
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
const err24 = {instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err26 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.writeChecks !== undefined){
let data10 = data.writeChecks;
if(Array.isArray(data10)){
if(data10.length > 1000){
const err27 = {instancePath:instancePath+"/writeChecks",schemaPath:"#/properties/writeChecks/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.step === undefined){
const err28 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11.kind === undefined){
const err29 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.ok === undefined){
const err30 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/required",keyword:"required",params:{missingProperty: "ok"},message:"must have required property '"+"ok"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.at === undefined){
const err31 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.by === undefined){
const err32 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key2 in data11){
if(!((((((key2 === "step") || (key2 === "kind")) || (key2 === "ok")) || (key2 === "at")) || (key2 === "by")) || (key2 === "detail"))){
const err33 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.step !== undefined){
let data12 = data11.step;
if(typeof data12 === "string"){
if((data12.length > 64 && func2(data12) > 64)){
const err34 = {instancePath:instancePath+"/writeChecks/" + i1+"/step",schemaPath:"#/properties/writeChecks/items/properties/step/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
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
const err35 = {instancePath:instancePath+"/writeChecks/" + i1+"/step",schemaPath:"#/properties/writeChecks/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data11.kind !== undefined){
let data13 = data11.kind;
if(!((((data13 === "sql") || (data13 === "http")) || (data13 === "command")) || (data13 === "manual"))){
const err36 = {instancePath:instancePath+"/writeChecks/" + i1+"/kind",schemaPath:"#/properties/writeChecks/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema107.properties.writeChecks.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.ok !== undefined){
if(typeof data11.ok !== "boolean"){
const err37 = {instancePath:instancePath+"/writeChecks/" + i1+"/ok",schemaPath:"#/properties/writeChecks/items/properties/ok/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data11.at !== undefined){
let data15 = data11.at;
if(typeof data15 === "string"){
if((data15.length > 40 && func2(data15) > 40)){
const err38 = {instancePath:instancePath+"/writeChecks/" + i1+"/at",schemaPath:"#/definitions/checkTime/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!(formats0.validate(data15))){
const err39 = {instancePath:instancePath+"/writeChecks/" + i1+"/at",schemaPath:"#/definitions/checkTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err40 = {instancePath:instancePath+"/writeChecks/" + i1+"/at",schemaPath:"#/definitions/checkTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.by !== undefined){
let data16 = data11.by;
if(typeof data16 === "string"){
if((data16.length > 200 && func2(data16) > 200)){
const err41 = {instancePath:instancePath+"/writeChecks/" + i1+"/by",schemaPath:"#/properties/writeChecks/items/properties/by/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(func2(data16) < 1){
const err42 = {instancePath:instancePath+"/writeChecks/" + i1+"/by",schemaPath:"#/properties/writeChecks/items/properties/by/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/writeChecks/" + i1+"/by",schemaPath:"#/properties/writeChecks/items/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data11.detail !== undefined){
let data17 = data11.detail;
if(typeof data17 === "string"){
if((data17.length > 2000 && func2(data17) > 2000)){
const err44 = {instancePath:instancePath+"/writeChecks/" + i1+"/detail",schemaPath:"#/properties/writeChecks/items/properties/detail/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err45 = {instancePath:instancePath+"/writeChecks/" + i1+"/detail",schemaPath:"#/properties/writeChecks/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err46 = {instancePath:instancePath+"/writeChecks/" + i1,schemaPath:"#/properties/writeChecks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err47 = {instancePath:instancePath+"/writeChecks",schemaPath:"#/properties/writeChecks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
