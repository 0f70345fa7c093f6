// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.
import * as length from 'ajv/dist/runtime/ucs2length.js';
export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/agent-run.schema.json","title":"AgentRunRecord","description":"run.json: what one agent run was and what it cost, written by proofgate after the run (never by the agent). Counts and cost are null when the CLI does not report them.","type":"object","additionalProperties":false,"required":["schema","agent","version","models","modelSource","startedAt","durationMs","turns","tokens","costUsd","exit","stopReason","error","isolation","confinement"],"properties":{"schema":{"const":"proofgate/agent-run/1"},"agent":{"enum":["claude","codex","agy","custom"]},"version":{"type":["string","null"],"pattern":"^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$","description":"What `claude --version` / `codex --version` printed, asked before the run; null for agy and custom runners."},"models":{"type":"array","maxItems":50,"items":{"type":"string","pattern":"^[\\w.:[\\]/@-]{1,200}$"},"description":"The models used: those the agent reported (claude), most output tokens first, else the one proofgate asked for."},"modelSource":{"enum":["reported","requested","unknown"],"description":"reported: the CLI said so after the run; requested: the model flag proofgate or the agent arguments passed (an alias may name no exact weights); unknown: neither."},"startedAt":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$","description":"When the agent was started, UTC."},"durationMs":{"type":"integer","minimum":0},"turns":{"type":["integer","null"],"minimum":0},"tokens":{"oneOf":[{"type":"null"},{"type":"object","additionalProperties":false,"required":["input","cachedInput","output"],"properties":{"input":{"type":"integer","minimum":0,"description":"Every input token, cached ones included."},"cachedInput":{"type":"integer","minimum":0,"description":"Input tokens read from a cache."},"output":{"type":"integer","minimum":0}}}]},"costUsd":{"type":["number","null"],"minimum":0,"description":"As the CLI reports it (claude's total_cost_usd); list price, not a bill."},"exit":{"type":"object","additionalProperties":false,"required":["code","signal","timedOut"],"properties":{"code":{"type":["integer","null"]},"signal":{"type":["string","null"],"pattern":"^SIG[A-Z0-9]{1,12}$"},"timedOut":{"type":"boolean"}}},"stopReason":{"type":["string","null"],"pattern":"^[\\w.-]{1,64}$","description":"The CLI's own word for why it stopped: claude's terminal_reason (completed, api_error, …), codex's last turn (completed, failed)."},"error":{"type":["string","null"],"maxLength":300,"description":"When the run failed: the agent's own words (its reported error, else its last line of stderr), one line, redacted; for a run that exited 0 while processes it started were still running, how many (they were killed)."},"isolation":{"enum":["bwrap","copy","none"]},"confinement":{"enum":["agent-user","namespaces","unconfined"],"description":"What kept the agent from this job's credentials: a user of its own, namespaces as the job's user, or nothing (isolate none)."}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = (length.default.default ?? length.default);
const pattern0 = new RegExp("^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$", "u");
const pattern1 = new RegExp("^[\\w.:[\\]/@-]{1,200}$", "u");
const pattern2 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$", "u");
const pattern3 = new RegExp("^SIG[A-Z0-9]{1,12}$", "u");
const pattern4 = new RegExp("^[\\w.-]{1,64}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/agent-run.schema.json" */;
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
if(data.agent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent"},message:"must have required property '"+"agent"+"'"};
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
if(data.models === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "models"},message:"must have required property '"+"models"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.modelSource === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelSource"},message:"must have required property '"+"modelSource"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.startedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startedAt"},message:"must have required property '"+"startedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.durationMs === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durationMs"},message:"must have required property '"+"durationMs"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.turns === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turns"},message:"must have required property '"+"turns"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.tokens === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tokens"},message:"must have required property '"+"tokens"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.costUsd === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "costUsd"},message:"must have required property '"+"costUsd"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.exit === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exit"},message:"must have required property '"+"exit"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.stopReason === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stopReason"},message:"must have required property '"+"stopReason"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.error === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.isolation === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isolation"},message:"must have required property '"+"isolation"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.confinement === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confinement"},message:"must have required property '"+"confinement"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.schema !== undefined){
if("proofgate/agent-run/1" !== data.schema){
const err16 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "proofgate/agent-run/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.agent !== undefined){
let data1 = data.agent;
if(!((((data1 === "claude") || (data1 === "codex")) || (data1 === "agy")) || (data1 === "custom"))){
const err17 = {instancePath:instancePath+"/agent",schemaPath:"#/properties/agent/enum",keyword:"enum",params:{allowedValues: schema11.properties.agent.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.version !== undefined){
let data2 = data.version;
if((typeof data2 !== "string") && (data2 !== null)){
const err18 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: schema11.properties.version.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err19 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]+[\\w.+-]{0,40}$"+"\""};
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
if(data.models !== undefined){
let data3 = data.models;
if(Array.isArray(data3)){
if(data3.length > 50){
const err20 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err21 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/pattern",keyword:"pattern",params:{pattern: "^[\\w.:[\\]/@-]{1,200}$"},message:"must match pattern \""+"^[\\w.:[\\]/@-]{1,200}$"+"\""};
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
const err22 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.modelSource !== undefined){
let data5 = data.modelSource;
if(!(((data5 === "reported") || (data5 === "requested")) || (data5 === "unknown"))){
const err24 = {instancePath:instancePath+"/modelSource",schemaPath:"#/properties/modelSource/enum",keyword:"enum",params:{allowedValues: schema11.properties.modelSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.startedAt !== undefined){
let data6 = data.startedAt;
if(typeof data6 === "string"){
if(!pattern2.test(data6)){
const err25 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$"+"\""};
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
const err26 = {instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data7 = data.durationMs;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err27 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.turns !== undefined){
let data8 = data.turns;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err29 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: schema11.properties.turns.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.tokens !== undefined){
let data9 = data.tokens;
const _errs18 = errors;
let valid3 = false;
let passing0 = null;
const _errs19 = errors;
if(data9 !== null){
const err31 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs21 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.input === undefined){
const err32 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9.cachedInput === undefined){
const err33 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/required",keyword:"required",params:{missingProperty: "cachedInput"},message:"must have required property '"+"cachedInput"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data9.output === undefined){
const err34 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key1 in data9){
if(!(((key1 === "input") || (key1 === "cachedInput")) || (key1 === "output"))){
const err35 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9.input !== undefined){
let data10 = data9.input;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err36 = {instancePath:instancePath+"/tokens/input",schemaPath:"#/properties/tokens/oneOf/1/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/tokens/input",schemaPath:"#/properties/tokens/oneOf/1/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data9.cachedInput !== undefined){
let data11 = data9.cachedInput;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err38 = {instancePath:instancePath+"/tokens/cachedInput",schemaPath:"#/properties/tokens/oneOf/1/properties/cachedInput/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/tokens/cachedInput",schemaPath:"#/properties/tokens/oneOf/1/properties/cachedInput/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.output !== undefined){
let data12 = data9.output;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err40 = {instancePath:instancePath+"/tokens/output",schemaPath:"#/properties/tokens/oneOf/1/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/tokens/output",schemaPath:"#/properties/tokens/oneOf/1/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err42 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err43 = {instancePath:instancePath+"/tokens",schemaPath:"#/properties/tokens/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data.costUsd !== undefined){
let data13 = data.costUsd;
if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){
const err44 = {instancePath:instancePath+"/costUsd",schemaPath:"#/properties/costUsd/type",keyword:"type",params:{type: schema11.properties.costUsd.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err45 = {instancePath:instancePath+"/costUsd",schemaPath:"#/properties/costUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.exit !== undefined){
let data14 = data.exit;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.code === undefined){
const err46 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14.signal === undefined){
const err47 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/required",keyword:"required",params:{missingProperty: "signal"},message:"must have required property '"+"signal"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.timedOut === undefined){
const err48 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/required",keyword:"required",params:{missingProperty: "timedOut"},message:"must have required property '"+"timedOut"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "code") || (key2 === "signal")) || (key2 === "timedOut"))){
const err49 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data14.code !== undefined){
let data15 = data14.code;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err50 = {instancePath:instancePath+"/exit/code",schemaPath:"#/properties/exit/properties/code/type",keyword:"type",params:{type: schema11.properties.exit.properties.code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data14.signal !== undefined){
let data16 = data14.signal;
if((typeof data16 !== "string") && (data16 !== null)){
const err51 = {instancePath:instancePath+"/exit/signal",schemaPath:"#/properties/exit/properties/signal/type",keyword:"type",params:{type: schema11.properties.exit.properties.signal.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data16 === "string"){
if(!pattern3.test(data16)){
const err52 = {instancePath:instancePath+"/exit/signal",schemaPath:"#/properties/exit/properties/signal/pattern",keyword:"pattern",params:{pattern: "^SIG[A-Z0-9]{1,12}$"},message:"must match pattern \""+"^SIG[A-Z0-9]{1,12}$"+"\""};
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
if(data14.timedOut !== undefined){
if(typeof data14.timedOut !== "boolean"){
const err53 = {instancePath:instancePath+"/exit/timedOut",schemaPath:"#/properties/exit/properties/timedOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err54 = {instancePath:instancePath+"/exit",schemaPath:"#/properties/exit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.stopReason !== undefined){
let data18 = data.stopReason;
if((typeof data18 !== "string") && (data18 !== null)){
const err55 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/type",keyword:"type",params:{type: schema11.properties.stopReason.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data18 === "string"){
if(!pattern4.test(data18)){
const err56 = {instancePath:instancePath+"/stopReason",schemaPath:"#/properties/stopReason/pattern",keyword:"pattern",params:{pattern: "^[\\w.-]{1,64}$"},message:"must match pattern \""+"^[\\w.-]{1,64}$"+"\""};
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
if(data.error !== undefined){
let data19 = data.error;
if((typeof data19 !== "string") && (data19 !== null)){
const err57 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: schema11.properties.error.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data19 === "string"){
if((data19.length > 300 && func3(data19) > 300)){
const err58 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
if(data.isolation !== undefined){
let data20 = data.isolation;
if(!(((data20 === "bwrap") || (data20 === "copy")) || (data20 === "none"))){
const err59 = {instancePath:instancePath+"/isolation",schemaPath:"#/properties/isolation/enum",keyword:"enum",params:{allowedValues: schema11.properties.isolation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.confinement !== undefined){
let data21 = data.confinement;
if(!(((data21 === "agent-user") || (data21 === "namespaces")) || (data21 === "unconfined"))){
const err60 = {instancePath:instancePath+"/confinement",schemaPath:"#/properties/confinement/enum",keyword:"enum",params:{allowedValues: schema11.properties.confinement.enum},message:"must be equal to one of the allowed values"};
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
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
