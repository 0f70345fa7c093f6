// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
export const validate = validate13;
export default validate13;
const schema14 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-coverage.schema.json","title":"ReviewCoverage","description":"coverage.json: what became of every selected file, and why the review stopped.","type":"object","additionalProperties":false,"required":["schema","scopeSha256","items"],"properties":{"schema":{"const":"bmad-plus/review-coverage/1"},"scopeSha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"reviewer":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$","description":"proofgate extension: the one reviewer of the scope whose part this is (a run of some units for that reviewer only, `review run --unit U --reviewer R`, a matrix job of units × reviewers). proofgate writes it after the run, never the agent; absent from a part that plays every reviewer and from the review's own coverage.json."},"items":{"type":"array","maxItems":100000,"items":{"type":"object","additionalProperties":false,"required":["path","outcome"],"properties":{"path":{"type":"string","minLength":1,"maxLength":4096},"outcome":{"enum":["completed","failed","waived"]},"reason":{"type":"string","maxLength":2000,"description":"Required (non-empty) for waived; why it failed for failed."},"unit":{"type":"string","pattern":"^U[1-9][0-9]*$"},"stopped":{"enum":["budget","time-limit","failure-streak","interrupted"],"description":"proofgate extension: in the review's own coverage.json, the stop of the part of no one reviewer this outcome came from, which said it stopped yet accounted for every file it was asked: the file is not vouched for until a later part accounts for it again. proofgate writes it, never the agent (a part's own is dropped)."}}}},"units":{"type":"array","description":"Attempts per unit, oldest first; three failed in a row abandon the unit for this review. In the review's own coverage.json one entry per unit and reviewer, each reviewer's attempts in the order its parts were folded.","items":{"type":"object","additionalProperties":false,"required":["id","attempts"],"properties":{"id":{"type":"string","pattern":"^U[1-9][0-9]*$"},"reviewer":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{0,63}$","description":"proofgate extension: in the review's own coverage.json, the reviewer whose attempts these are (absent: a run that played every reviewer), so each reviewer's streak is judged on its own whatever order the parts were folded in. proofgate writes it, never the agent (a part's own is dropped)."},"attempts":{"type":"array","maxItems":100,"items":{"enum":["completed","failed"]}}}}},"run":{"type":"object","additionalProperties":false,"required":["stop"],"properties":{"stop":{"enum":["completed","budget","time-limit","failure-streak","interrupted"]},"note":{"type":"string","maxLength":2000},"agent":{"type":"string","maxLength":200},"model":{"type":"string","maxLength":200},"execution":{"type":"object","additionalProperties":false,"required":["available","ran","refused"],"description":"proofgate extension: a reviewer with a shell says whether it could run what it needed. Missing, false or unknown from such a reviewer: it returned without measuring (the ledger's unmeasured).","properties":{"available":{"enum":[true,false,"unknown"],"description":"Whether it could run commands; unknown counts as false."},"ran":{"type":"array","maxItems":200,"items":{"type":"string","maxLength":2000},"description":"Every command it actually ran (never what it planned)."},"refused":{"type":"array","maxItems":200,"items":{"type":"string","maxLength":2000},"description":"Every command it needed and could not run, with the error it got (a command that ran and failed is a measurement, not a refusal)."}}}}}}};
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern7 = new RegExp("^[a-z0-9][a-z0-9-]{0,63}$", "u");
const pattern6 = new RegExp("^U[1-9][0-9]*$", "u");
const func2 = (length.default.default ?? length.default);

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-coverage.schema.json" */;
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
if(data.items === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "schema") || (key0 === "scopeSha256")) || (key0 === "reviewer")) || (key0 === "items")) || (key0 === "units")) || (key0 === "run"))){
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
if("bmad-plus/review-coverage/1" !== data.schema){
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/review-coverage/1"},message:"must be equal to constant"};
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
if(data.reviewer !== undefined){
let data2 = data.reviewer;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err7 = {instancePath:instancePath+"/reviewer",schemaPath:"#/properties/reviewer/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
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
const err8 = {instancePath:instancePath+"/reviewer",schemaPath:"#/properties/reviewer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.items !== undefined){
let data3 = data.items;
if(Array.isArray(data3)){
if(data3.length > 100000){
const err9 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.path === undefined){
const err10 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.outcome === undefined){
const err11 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data4){
if(!(((((key1 === "path") || (key1 === "outcome")) || (key1 === "reason")) || (key1 === "unit")) || (key1 === "stopped"))){
const err12 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.path !== undefined){
let data5 = data4.path;
if(typeof data5 === "string"){
if((data5.length > 4096 && func2(data5) > 4096)){
const err13 = {instancePath:instancePath+"/items/" + i0+"/path",schemaPath:"#/properties/items/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/items/" + i0+"/path",schemaPath:"#/properties/items/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err15 = {instancePath:instancePath+"/items/" + i0+"/path",schemaPath:"#/properties/items/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.outcome !== undefined){
let data6 = data4.outcome;
if(!(((data6 === "completed") || (data6 === "failed")) || (data6 === "waived"))){
const err16 = {instancePath:instancePath+"/items/" + i0+"/outcome",schemaPath:"#/properties/items/items/properties/outcome/enum",keyword:"enum",params:{allowedValues: schema14.properties.items.items.properties.outcome.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.reason !== undefined){
let data7 = data4.reason;
if(typeof data7 === "string"){
if((data7.length > 2000 && func2(data7) > 2000)){
const err17 = {instancePath:instancePath+"/items/" + i0+"/reason",schemaPath:"#/properties/items/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/items/" + i0+"/reason",schemaPath:"#/properties/items/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.unit !== undefined){
let data8 = data4.unit;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err19 = {instancePath:instancePath+"/items/" + i0+"/unit",schemaPath:"#/properties/items/items/properties/unit/pattern",keyword:"pattern",params:{pattern: "^U[1-9][0-9]*$"},message:"must match pattern \""+"^U[1-9][0-9]*$"+"\""};
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
const err20 = {instancePath:instancePath+"/items/" + i0+"/unit",schemaPath:"#/properties/items/items/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.stopped !== undefined){
let data9 = data4.stopped;
if(!((((data9 === "budget") || (data9 === "time-limit")) || (data9 === "failure-streak")) || (data9 === "interrupted"))){
const err21 = {instancePath:instancePath+"/items/" + i0+"/stopped",schemaPath:"#/properties/items/items/properties/stopped/enum",keyword:"enum",params:{allowedValues: schema14.properties.items.items.properties.stopped.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.units !== undefined){
let data10 = data.units;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.id === undefined){
const err24 = {instancePath:instancePath+"/units/" + i1,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11.attempts === undefined){
const err25 = {instancePath:instancePath+"/units/" + i1,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "attempts"},message:"must have required property '"+"attempts"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data11){
if(!(((key2 === "id") || (key2 === "reviewer")) || (key2 === "attempts"))){
const err26 = {instancePath:instancePath+"/units/" + i1,schemaPath:"#/properties/units/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.id !== undefined){
let data12 = data11.id;
if(typeof data12 === "string"){
if(!pattern6.test(data12)){
const err27 = {instancePath:instancePath+"/units/" + i1+"/id",schemaPath:"#/properties/units/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^U[1-9][0-9]*$"},message:"must match pattern \""+"^U[1-9][0-9]*$"+"\""};
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
const err28 = {instancePath:instancePath+"/units/" + i1+"/id",schemaPath:"#/properties/units/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data11.reviewer !== undefined){
let data13 = data11.reviewer;
if(typeof data13 === "string"){
if(!pattern7.test(data13)){
const err29 = {instancePath:instancePath+"/units/" + i1+"/reviewer",schemaPath:"#/properties/units/items/properties/reviewer/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{0,63}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/units/" + i1+"/reviewer",schemaPath:"#/properties/units/items/properties/reviewer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data11.attempts !== undefined){
let data14 = data11.attempts;
if(Array.isArray(data14)){
if(data14.length > 100){
const err31 = {instancePath:instancePath+"/units/" + i1+"/attempts",schemaPath:"#/properties/units/items/properties/attempts/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(!((data15 === "completed") || (data15 === "failed"))){
const err32 = {instancePath:instancePath+"/units/" + i1+"/attempts/" + i2,schemaPath:"#/properties/units/items/properties/attempts/items/enum",keyword:"enum",params:{allowedValues: schema14.properties.units.items.properties.attempts.items.enum},message:"must be equal to one of the allowed values"};
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
const err33 = {instancePath:instancePath+"/units/" + i1+"/attempts",schemaPath:"#/properties/units/items/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err34 = {instancePath:instancePath+"/units/" + i1,schemaPath:"#/properties/units/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.run !== undefined){
let data16 = data.run;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.stop === undefined){
const err36 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "stop"},message:"must have required property '"+"stop"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data16){
if(!(((((key3 === "stop") || (key3 === "note")) || (key3 === "agent")) || (key3 === "model")) || (key3 === "execution"))){
const err37 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.stop !== undefined){
let data17 = data16.stop;
if(!(((((data17 === "completed") || (data17 === "budget")) || (data17 === "time-limit")) || (data17 === "failure-streak")) || (data17 === "interrupted"))){
const err38 = {instancePath:instancePath+"/run/stop",schemaPath:"#/properties/run/properties/stop/enum",keyword:"enum",params:{allowedValues: schema14.properties.run.properties.stop.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data16.note !== undefined){
let data18 = data16.note;
if(typeof data18 === "string"){
if((data18.length > 2000 && func2(data18) > 2000)){
const err39 = {instancePath:instancePath+"/run/note",schemaPath:"#/properties/run/properties/note/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err40 = {instancePath:instancePath+"/run/note",schemaPath:"#/properties/run/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data16.agent !== undefined){
let data19 = data16.agent;
if(typeof data19 === "string"){
if((data19.length > 200 && func2(data19) > 200)){
const err41 = {instancePath:instancePath+"/run/agent",schemaPath:"#/properties/run/properties/agent/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err42 = {instancePath:instancePath+"/run/agent",schemaPath:"#/properties/run/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data16.model !== undefined){
let data20 = data16.model;
if(typeof data20 === "string"){
if((data20.length > 200 && func2(data20) > 200)){
const err43 = {instancePath:instancePath+"/run/model",schemaPath:"#/properties/run/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/run/model",schemaPath:"#/properties/run/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data16.execution !== undefined){
let data21 = data16.execution;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.available === undefined){
const err45 = {instancePath:instancePath+"/run/execution",schemaPath:"#/properties/run/properties/execution/required",keyword:"required",params:{missingProperty: "available"},message:"must have required property '"+"available"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data21.ran === undefined){
const err46 = {instancePath:instancePath+"/run/execution",schemaPath:"#/properties/run/properties/execution/required",keyword:"required",params:{missingProperty: "ran"},message:"must have required property '"+"ran"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data21.refused === undefined){
const err47 = {instancePath:instancePath+"/run/execution",schemaPath:"#/properties/run/properties/execution/required",keyword:"required",params:{missingProperty: "refused"},message:"must have required property '"+"refused"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key4 in data21){
if(!(((key4 === "available") || (key4 === "ran")) || (key4 === "refused"))){
const err48 = {instancePath:instancePath+"/run/execution",schemaPath:"#/properties/run/properties/execution/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data21.available !== undefined){
let data22 = data21.available;
if(!(((data22 === true) || (data22 === false)) || (data22 === "unknown"))){
const err49 = {instancePath:instancePath+"/run/execution/available",schemaPath:"#/properties/run/properties/execution/properties/available/enum",keyword:"enum",params:{allowedValues: schema14.properties.run.properties.execution.properties.available.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data21.ran !== undefined){
let data23 = data21.ran;
if(Array.isArray(data23)){
if(data23.length > 200){
const err50 = {instancePath:instancePath+"/run/execution/ran",schemaPath:"#/properties/run/properties/execution/properties/ran/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len3 = data23.length;
for(let i3=0; i3<len3; i3++){
let data24 = data23[i3];
if(typeof data24 === "string"){
if((data24.length > 2000 && func2(data24) > 2000)){
const err51 = {instancePath:instancePath+"/run/execution/ran/" + i3,schemaPath:"#/properties/run/properties/execution/properties/ran/items/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err52 = {instancePath:instancePath+"/run/execution/ran/" + i3,schemaPath:"#/properties/run/properties/execution/properties/ran/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err53 = {instancePath:instancePath+"/run/execution/ran",schemaPath:"#/properties/run/properties/execution/properties/ran/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.refused !== undefined){
let data25 = data21.refused;
if(Array.isArray(data25)){
if(data25.length > 200){
const err54 = {instancePath:instancePath+"/run/execution/refused",schemaPath:"#/properties/run/properties/execution/properties/refused/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
let data26 = data25[i4];
if(typeof data26 === "string"){
if((data26.length > 2000 && func2(data26) > 2000)){
const err55 = {instancePath:instancePath+"/run/execution/refused/" + i4,schemaPath:"#/properties/run/properties/execution/properties/refused/items/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err56 = {instancePath:instancePath+"/run/execution/refused/" + i4,schemaPath:"#/properties/run/properties/execution/properties/refused/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err57 = {instancePath:instancePath+"/run/execution/refused",schemaPath:"#/properties/run/properties/execution/properties/refused/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/run/execution",schemaPath:"#/properties/run/properties/execution/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}
