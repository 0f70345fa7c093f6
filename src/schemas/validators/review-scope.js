// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

export const validate = validate17;
export default validate17;
const schema22 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/review-scope.schema.json","title":"ReviewScope","description":"scope.json: what a review must cover, sealed by scopeSha256 (SHA-256 of the canonical JSON of every field but id, scopeSha256 and request).","type":"object","additionalProperties":false,"required":["schema","id","scopeSha256","request","refs","effort","patterns","ruleSet","plan","totals","files","excluded","units"],"definitions":{"sha":{"type":"string","pattern":"^[0-9a-f]{40}([0-9a-f]{24})?$"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"count":{"type":"integer","minimum":0},"effort":{"enum":["low","medium","high"]},"pass":{"enum":["blind","edge-case","verification-gap"]}},"properties":{"schema":{"const":"bmad-plus/review-scope/1"},"id":{"type":"string","description":"The review id: the name of the folder that holds the evidence."},"scopeSha256":{"$ref":"#/definitions/sha256"},"request":{"type":"object","additionalProperties":false,"required":["base","head"],"description":"The refs as the user named them (not sealed: the SHAs in refs are).","properties":{"base":{"type":"string"},"head":{"type":"string"}}},"refs":{"type":"object","additionalProperties":false,"required":["baseSha","headSha","mergeBase","workspace"],"properties":{"baseSha":{"$ref":"#/definitions/sha"},"headSha":{"$ref":"#/definitions/sha"},"mergeBase":{"$ref":"#/definitions/sha"},"workspace":{"type":"boolean","description":"true: the head is the working tree (untracked files included) on top of headSha."}}},"effort":{"$ref":"#/definitions/effort"},"patterns":{"type":"object","additionalProperties":false,"required":["include","exclude"],"properties":{"include":{"type":"array","items":{"type":"string"}},"exclude":{"type":"array","items":{"type":"string"}}}},"ruleSet":{"type":"object","additionalProperties":false,"required":["source","sha256","rules"],"properties":{"source":{"type":"string","description":"\"built-in\", or the project's rules file."},"sha256":{"$ref":"#/definitions/sha256"},"rules":{"type":"array","items":{"type":"string"}}}},"plan":{"type":"object","additionalProperties":false,"required":["effort","passes","refutation","survey","parallel"],"properties":{"effort":{"$ref":"#/definitions/effort"},"passes":{"type":"array","items":{"$ref":"#/definitions/pass"},"minItems":1,"maxItems":3},"refutation":{"type":"boolean"},"survey":{"type":"boolean","description":"150 changed lines or more: survey the change before reading it."},"parallel":{"type":"boolean","description":"400 changed lines or more in several units: review units in parallel."}}},"totals":{"type":"object","additionalProperties":false,"required":["files","changedLines","units","excluded"],"properties":{"files":{"$ref":"#/definitions/count"},"changedLines":{"$ref":"#/definitions/count"},"units":{"$ref":"#/definitions/count"},"excluded":{"$ref":"#/definitions/count"}}},"files":{"type":"array","description":"Selected files, byte-sorted by path.","items":{"type":"object","additionalProperties":false,"required":["path","status","kind","blob","added","deleted","unit","rules"],"properties":{"path":{"type":"string"},"from":{"type":"string","description":"The old path of a renamed file."},"status":{"enum":["added","modified","renamed","mode-changed","type-changed"]},"kind":{"enum":["file","symlink","submodule"],"description":"Only a file can be quoted by a finding."},"blob":{"$ref":"#/definitions/sha","description":"The object id of the head version (for a submodule, its commit)."},"added":{"$ref":"#/definitions/count"},"deleted":{"$ref":"#/definitions/count"},"unit":{"type":"string"},"rules":{"type":"array","items":{"type":"string"}}}}},"excluded":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["path","reason"],"properties":{"path":{"type":"string"},"reason":{"enum":["secret","binary","deleted","generated-or-vendored","excluded-by-pattern","not-included"]}}}},"units":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["id","files","changedLines"],"properties":{"id":{"type":"string","pattern":"^U[1-9][0-9]*$"},"files":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":8},"changedLines":{"$ref":"#/definitions/count"}}}}}};
const schema23 = {"type":"string","pattern":"^[0-9a-f]{64}$"};
const schema24 = {"type":"string","pattern":"^[0-9a-f]{40}([0-9a-f]{24})?$"};
const schema27 = {"enum":["low","medium","high"]};
const schema30 = {"enum":["blind","edge-case","verification-gap"]};
const schema31 = {"type":"integer","minimum":0};
const func2 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern17 = new RegExp("^[0-9a-f]{40}([0-9a-f]{24})?$", "u");
const pattern6 = new RegExp("^U[1-9][0-9]*$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/review-scope.schema.json" */;
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
if(data.scopeSha256 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scopeSha256"},message:"must have required property '"+"scopeSha256"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.request === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.refs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refs"},message:"must have required property '"+"refs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.effort === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effort"},message:"must have required property '"+"effort"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.patterns === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patterns"},message:"must have required property '"+"patterns"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.ruleSet === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ruleSet"},message:"must have required property '"+"ruleSet"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.plan === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"},message:"must have required property '"+"plan"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.totals === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totals"},message:"must have required property '"+"totals"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.files === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.excluded === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "excluded"},message:"must have required property '"+"excluded"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.units === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema22.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.schema !== undefined){
if("bmad-plus/review-scope/1" !== data.schema){
const err14 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "bmad-plus/review-scope/1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.scopeSha256 !== undefined){
let data2 = data.scopeSha256;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err16 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/definitions/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
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
const err17 = {instancePath:instancePath+"/scopeSha256",schemaPath:"#/definitions/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.request !== undefined){
let data3 = data.request;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.base === undefined){
const err18 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "base"},message:"must have required property '"+"base"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.head === undefined){
const err19 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "head"},message:"must have required property '"+"head"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "base") || (key1 === "head"))){
const err20 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.base !== undefined){
if(typeof data3.base !== "string"){
const err21 = {instancePath:instancePath+"/request/base",schemaPath:"#/properties/request/properties/base/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.head !== undefined){
if(typeof data3.head !== "string"){
const err22 = {instancePath:instancePath+"/request/head",schemaPath:"#/properties/request/properties/head/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.refs !== undefined){
let data6 = data.refs;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.baseSha === undefined){
const err24 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "baseSha"},message:"must have required property '"+"baseSha"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.headSha === undefined){
const err25 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "headSha"},message:"must have required property '"+"headSha"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.mergeBase === undefined){
const err26 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "mergeBase"},message:"must have required property '"+"mergeBase"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.workspace === undefined){
const err27 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/required",keyword:"required",params:{missingProperty: "workspace"},message:"must have required property '"+"workspace"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "baseSha") || (key2 === "headSha")) || (key2 === "mergeBase")) || (key2 === "workspace"))){
const err28 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.baseSha !== undefined){
let data7 = data6.baseSha;
if(typeof data7 === "string"){
if(!pattern17.test(data7)){
const err29 = {instancePath:instancePath+"/refs/baseSha",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
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
const err30 = {instancePath:instancePath+"/refs/baseSha",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.headSha !== undefined){
let data8 = data6.headSha;
if(typeof data8 === "string"){
if(!pattern17.test(data8)){
const err31 = {instancePath:instancePath+"/refs/headSha",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/refs/headSha",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data6.mergeBase !== undefined){
let data9 = data6.mergeBase;
if(typeof data9 === "string"){
if(!pattern17.test(data9)){
const err33 = {instancePath:instancePath+"/refs/mergeBase",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/refs/mergeBase",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data6.workspace !== undefined){
if(typeof data6.workspace !== "boolean"){
const err35 = {instancePath:instancePath+"/refs/workspace",schemaPath:"#/properties/refs/properties/workspace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err36 = {instancePath:instancePath+"/refs",schemaPath:"#/properties/refs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.effort !== undefined){
let data11 = data.effort;
if(!(((data11 === "low") || (data11 === "medium")) || (data11 === "high"))){
const err37 = {instancePath:instancePath+"/effort",schemaPath:"#/definitions/effort/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.patterns !== undefined){
let data12 = data.patterns;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.include === undefined){
const err38 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/required",keyword:"required",params:{missingProperty: "include"},message:"must have required property '"+"include"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data12.exclude === undefined){
const err39 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/required",keyword:"required",params:{missingProperty: "exclude"},message:"must have required property '"+"exclude"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "include") || (key3 === "exclude"))){
const err40 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.include !== undefined){
let data13 = data12.include;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(typeof data13[i0] !== "string"){
const err41 = {instancePath:instancePath+"/patterns/include/" + i0,schemaPath:"#/properties/patterns/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err42 = {instancePath:instancePath+"/patterns/include",schemaPath:"#/properties/patterns/properties/include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data12.exclude !== undefined){
let data15 = data12.exclude;
if(Array.isArray(data15)){
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
if(typeof data15[i1] !== "string"){
const err43 = {instancePath:instancePath+"/patterns/exclude/" + i1,schemaPath:"#/properties/patterns/properties/exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err44 = {instancePath:instancePath+"/patterns/exclude",schemaPath:"#/properties/patterns/properties/exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/patterns",schemaPath:"#/properties/patterns/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.ruleSet !== undefined){
let data17 = data.ruleSet;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.source === undefined){
const err46 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data17.sha256 === undefined){
const err47 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data17.rules === undefined){
const err48 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key4 in data17){
if(!(((key4 === "source") || (key4 === "sha256")) || (key4 === "rules"))){
const err49 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data17.source !== undefined){
if(typeof data17.source !== "string"){
const err50 = {instancePath:instancePath+"/ruleSet/source",schemaPath:"#/properties/ruleSet/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data17.sha256 !== undefined){
let data19 = data17.sha256;
if(typeof data19 === "string"){
if(!pattern5.test(data19)){
const err51 = {instancePath:instancePath+"/ruleSet/sha256",schemaPath:"#/definitions/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
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
const err52 = {instancePath:instancePath+"/ruleSet/sha256",schemaPath:"#/definitions/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data17.rules !== undefined){
let data20 = data17.rules;
if(Array.isArray(data20)){
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
if(typeof data20[i2] !== "string"){
const err53 = {instancePath:instancePath+"/ruleSet/rules/" + i2,schemaPath:"#/properties/ruleSet/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err54 = {instancePath:instancePath+"/ruleSet/rules",schemaPath:"#/properties/ruleSet/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/ruleSet",schemaPath:"#/properties/ruleSet/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.plan !== undefined){
let data22 = data.plan;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.effort === undefined){
const err56 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "effort"},message:"must have required property '"+"effort"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data22.passes === undefined){
const err57 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "passes"},message:"must have required property '"+"passes"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data22.refutation === undefined){
const err58 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "refutation"},message:"must have required property '"+"refutation"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data22.survey === undefined){
const err59 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "survey"},message:"must have required property '"+"survey"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data22.parallel === undefined){
const err60 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/required",keyword:"required",params:{missingProperty: "parallel"},message:"must have required property '"+"parallel"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key5 in data22){
if(!(((((key5 === "effort") || (key5 === "passes")) || (key5 === "refutation")) || (key5 === "survey")) || (key5 === "parallel"))){
const err61 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data22.effort !== undefined){
let data23 = data22.effort;
if(!(((data23 === "low") || (data23 === "medium")) || (data23 === "high"))){
const err62 = {instancePath:instancePath+"/plan/effort",schemaPath:"#/definitions/effort/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data22.passes !== undefined){
let data24 = data22.passes;
if(Array.isArray(data24)){
if(data24.length > 3){
const err63 = {instancePath:instancePath+"/plan/passes",schemaPath:"#/properties/plan/properties/passes/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data24.length < 1){
const err64 = {instancePath:instancePath+"/plan/passes",schemaPath:"#/properties/plan/properties/passes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
if(!(((data25 === "blind") || (data25 === "edge-case")) || (data25 === "verification-gap"))){
const err65 = {instancePath:instancePath+"/plan/passes/" + i3,schemaPath:"#/definitions/pass/enum",keyword:"enum",params:{allowedValues: schema30.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/plan/passes",schemaPath:"#/properties/plan/properties/passes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data22.refutation !== undefined){
if(typeof data22.refutation !== "boolean"){
const err67 = {instancePath:instancePath+"/plan/refutation",schemaPath:"#/properties/plan/properties/refutation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data22.survey !== undefined){
if(typeof data22.survey !== "boolean"){
const err68 = {instancePath:instancePath+"/plan/survey",schemaPath:"#/properties/plan/properties/survey/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data22.parallel !== undefined){
if(typeof data22.parallel !== "boolean"){
const err69 = {instancePath:instancePath+"/plan/parallel",schemaPath:"#/properties/plan/properties/parallel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.totals !== undefined){
let data29 = data.totals;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.files === undefined){
const err71 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data29.changedLines === undefined){
const err72 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "changedLines"},message:"must have required property '"+"changedLines"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data29.units === undefined){
const err73 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "units"},message:"must have required property '"+"units"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data29.excluded === undefined){
const err74 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/required",keyword:"required",params:{missingProperty: "excluded"},message:"must have required property '"+"excluded"+"'"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
for(const key6 in data29){
if(!((((key6 === "files") || (key6 === "changedLines")) || (key6 === "units")) || (key6 === "excluded"))){
const err75 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data29.files !== undefined){
let data30 = data29.files;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err76 = {instancePath:instancePath+"/totals/files",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err77 = {instancePath:instancePath+"/totals/files",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
if(data29.changedLines !== undefined){
let data31 = data29.changedLines;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err78 = {instancePath:instancePath+"/totals/changedLines",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err79 = {instancePath:instancePath+"/totals/changedLines",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data29.units !== undefined){
let data32 = data29.units;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err80 = {instancePath:instancePath+"/totals/units",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
const err81 = {instancePath:instancePath+"/totals/units",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
if(data29.excluded !== undefined){
let data33 = data29.excluded;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err82 = {instancePath:instancePath+"/totals/excluded",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 0 || isNaN(data33)){
const err83 = {instancePath:instancePath+"/totals/excluded",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
else {
const err84 = {instancePath:instancePath+"/totals",schemaPath:"#/properties/totals/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.files !== undefined){
let data34 = data.files;
if(Array.isArray(data34)){
const len4 = data34.length;
for(let i4=0; i4<len4; i4++){
let data35 = data34[i4];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.path === undefined){
const err85 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data35.status === undefined){
const err86 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data35.kind === undefined){
const err87 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data35.blob === undefined){
const err88 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "blob"},message:"must have required property '"+"blob"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(data35.added === undefined){
const err89 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "added"},message:"must have required property '"+"added"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data35.deleted === undefined){
const err90 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "deleted"},message:"must have required property '"+"deleted"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data35.unit === undefined){
const err91 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data35.rules === undefined){
const err92 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
for(const key7 in data35){
if(!(func2.call(schema22.properties.files.items.properties, key7))){
const err93 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data35.path !== undefined){
if(typeof data35.path !== "string"){
const err94 = {instancePath:instancePath+"/files/" + i4+"/path",schemaPath:"#/properties/files/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data35.from !== undefined){
if(typeof data35.from !== "string"){
const err95 = {instancePath:instancePath+"/files/" + i4+"/from",schemaPath:"#/properties/files/items/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data35.status !== undefined){
let data38 = data35.status;
if(!(((((data38 === "added") || (data38 === "modified")) || (data38 === "renamed")) || (data38 === "mode-changed")) || (data38 === "type-changed"))){
const err96 = {instancePath:instancePath+"/files/" + i4+"/status",schemaPath:"#/properties/files/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema22.properties.files.items.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data35.kind !== undefined){
let data39 = data35.kind;
if(!(((data39 === "file") || (data39 === "symlink")) || (data39 === "submodule"))){
const err97 = {instancePath:instancePath+"/files/" + i4+"/kind",schemaPath:"#/properties/files/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema22.properties.files.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data35.blob !== undefined){
let data40 = data35.blob;
if(typeof data40 === "string"){
if(!pattern17.test(data40)){
const err98 = {instancePath:instancePath+"/files/" + i4+"/blob",schemaPath:"#/definitions/sha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$"},message:"must match pattern \""+"^[0-9a-f]{40}([0-9a-f]{24})?$"+"\""};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/files/" + i4+"/blob",schemaPath:"#/definitions/sha/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data35.added !== undefined){
let data41 = data35.added;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err100 = {instancePath:instancePath+"/files/" + i4+"/added",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err101 = {instancePath:instancePath+"/files/" + i4+"/added",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data35.deleted !== undefined){
let data42 = data35.deleted;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err102 = {instancePath:instancePath+"/files/" + i4+"/deleted",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err103 = {instancePath:instancePath+"/files/" + i4+"/deleted",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data35.unit !== undefined){
if(typeof data35.unit !== "string"){
const err104 = {instancePath:instancePath+"/files/" + i4+"/unit",schemaPath:"#/properties/files/items/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data35.rules !== undefined){
let data44 = data35.rules;
if(Array.isArray(data44)){
const len5 = data44.length;
for(let i5=0; i5<len5; i5++){
if(typeof data44[i5] !== "string"){
const err105 = {instancePath:instancePath+"/files/" + i4+"/rules/" + i5,schemaPath:"#/properties/files/items/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/files/" + i4+"/rules",schemaPath:"#/properties/files/items/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/files/" + i4,schemaPath:"#/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.excluded !== undefined){
let data46 = data.excluded;
if(Array.isArray(data46)){
const len6 = data46.length;
for(let i6=0; i6<len6; i6++){
let data47 = data46[i6];
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.path === undefined){
const err109 = {instancePath:instancePath+"/excluded/" + i6,schemaPath:"#/properties/excluded/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data47.reason === undefined){
const err110 = {instancePath:instancePath+"/excluded/" + i6,schemaPath:"#/properties/excluded/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
for(const key8 in data47){
if(!((key8 === "path") || (key8 === "reason"))){
const err111 = {instancePath:instancePath+"/excluded/" + i6,schemaPath:"#/properties/excluded/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data47.path !== undefined){
if(typeof data47.path !== "string"){
const err112 = {instancePath:instancePath+"/excluded/" + i6+"/path",schemaPath:"#/properties/excluded/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data47.reason !== undefined){
let data49 = data47.reason;
if(!((((((data49 === "secret") || (data49 === "binary")) || (data49 === "deleted")) || (data49 === "generated-or-vendored")) || (data49 === "excluded-by-pattern")) || (data49 === "not-included"))){
const err113 = {instancePath:instancePath+"/excluded/" + i6+"/reason",schemaPath:"#/properties/excluded/items/properties/reason/enum",keyword:"enum",params:{allowedValues: schema22.properties.excluded.items.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/excluded/" + i6,schemaPath:"#/properties/excluded/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/excluded",schemaPath:"#/properties/excluded/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.units !== undefined){
let data50 = data.units;
if(Array.isArray(data50)){
const len7 = data50.length;
for(let i7=0; i7<len7; i7++){
let data51 = data50[i7];
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.id === undefined){
const err116 = {instancePath:instancePath+"/units/" + i7,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data51.files === undefined){
const err117 = {instancePath:instancePath+"/units/" + i7,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data51.changedLines === undefined){
const err118 = {instancePath:instancePath+"/units/" + i7,schemaPath:"#/properties/units/items/required",keyword:"required",params:{missingProperty: "changedLines"},message:"must have required property '"+"changedLines"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
for(const key9 in data51){
if(!(((key9 === "id") || (key9 === "files")) || (key9 === "changedLines"))){
const err119 = {instancePath:instancePath+"/units/" + i7,schemaPath:"#/properties/units/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data51.id !== undefined){
let data52 = data51.id;
if(typeof data52 === "string"){
if(!pattern6.test(data52)){
const err120 = {instancePath:instancePath+"/units/" + i7+"/id",schemaPath:"#/properties/units/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^U[1-9][0-9]*$"},message:"must match pattern \""+"^U[1-9][0-9]*$"+"\""};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/units/" + i7+"/id",schemaPath:"#/properties/units/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data51.files !== undefined){
let data53 = data51.files;
if(Array.isArray(data53)){
if(data53.length > 8){
const err122 = {instancePath:instancePath+"/units/" + i7+"/files",schemaPath:"#/properties/units/items/properties/files/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data53.length < 1){
const err123 = {instancePath:instancePath+"/units/" + i7+"/files",schemaPath:"#/properties/units/items/properties/files/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
const len8 = data53.length;
for(let i8=0; i8<len8; i8++){
if(typeof data53[i8] !== "string"){
const err124 = {instancePath:instancePath+"/units/" + i7+"/files/" + i8,schemaPath:"#/properties/units/items/properties/files/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
else {
const err125 = {instancePath:instancePath+"/units/" + i7+"/files",schemaPath:"#/properties/units/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data51.changedLines !== undefined){
let data55 = data51.changedLines;
if(!(((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55))) && (isFinite(data55)))){
const err126 = {instancePath:instancePath+"/units/" + i7+"/changedLines",schemaPath:"#/definitions/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data55 == "number") && (isFinite(data55))){
if(data55 < 0 || isNaN(data55)){
const err127 = {instancePath:instancePath+"/units/" + i7+"/changedLines",schemaPath:"#/definitions/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
}
else {
const err128 = {instancePath:instancePath+"/units/" + i7,schemaPath:"#/properties/units/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err129 = {instancePath:instancePath+"/units",schemaPath:"#/properties/units/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
else {
const err130 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}
