// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs (ajv standalone code). Do not edit.

export const validate = validate23;
export default validate23;
const schema50 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://proofgate.dev/schemas/test-review-verdict.schema.json","title":"TestReviewVerdict","description":"The verdict JSON of `proofgate test-review` (stdout with --json, the --json FILE, the action's `json` output): a review verdict, a skip, or a prompt-only dry run. Keys follow the tea-test-review verdict so that consumers of either read both.","definitions":{"severityCount":{"type":"integer","minimum":0},"severityCounts":{"type":"object","additionalProperties":false,"required":["critical","high","medium","low"],"properties":{"critical":{"$ref":"#/definitions/severityCount"},"high":{"$ref":"#/definitions/severityCount"},"medium":{"$ref":"#/definitions/severityCount"},"low":{"$ref":"#/definitions/severityCount"}}},"maybeString":{"type":["string","null"]},"verdictRecommendation":{"enum":["Approve","Approve with Comments","Request Changes","Block"]},"verdictContextBasis":{"enum":["none","pr_diff","pr_diff_truncated"]},"verdictGateOn":{"enum":["introduced","all"]},"pathList":{"type":"array","items":{"type":"string"}},"verdictProvenance":{"type":"object","additionalProperties":false,"required":["teaCliVersion","skillRubricVersion","modelIdentifier","baseSha","headSha","triggerComment","workflowRun","gateMode","sources"],"description":"Where the verdict came from; unknown values are null and `sources` says why.","properties":{"teaCliVersion":{"type":"string","description":"The proofgate version that produced the verdict (key kept for compatibility)."},"skillRubricVersion":{"$ref":"#/definitions/maybeString"},"modelIdentifier":{"$ref":"#/definitions/maybeString"},"baseSha":{"$ref":"#/definitions/maybeString"},"headSha":{"$ref":"#/definitions/maybeString"},"triggerComment":{"$ref":"#/definitions/maybeString"},"workflowRun":{"$ref":"#/definitions/maybeString"},"gateMode":{"$ref":"#/definitions/verdictGateOn"},"sources":{"type":"object","additionalProperties":{"type":"string"}}}},"changedRange":{"type":"object","additionalProperties":false,"required":["start","end","provenance"],"properties":{"start":{"type":"integer"},"end":{"type":"integer"},"provenance":{"enum":["introduced","modified"]}}},"verdictFinding":{"type":"object","additionalProperties":false,"required":["criterion_id","severity","path","line","provenance","deduction","verdict_impact","row","file","section","title"],"properties":{"criterion_id":{"type":"string","pattern":"^[CHML][0-9]+$"},"severity":{"enum":["Critical","High","Medium","Low"]},"path":{"$ref":"#/definitions/maybeString"},"line":{"type":["integer","null"]},"provenance":{"enum":["introduced","modified","pre_existing","unknown"]},"changed_line_evidence":{"type":"object","additionalProperties":false,"required":["fileStatus","changed","ranges","symptomLine","reason"],"properties":{"fileStatus":{"enum":["added","modified","unknown"]},"changed":{"type":"boolean"},"ranges":{"type":"array","items":{"$ref":"#/definitions/changedRange"}},"symptomLine":{"type":["integer","null"]},"reason":{"type":"string"}}},"deduction":{"type":"integer","minimum":0},"verdict_impact":{"type":"boolean"},"row":{"type":"string"},"file":{"$ref":"#/definitions/maybeString"},"section":{"type":"string"},"title":{"type":"string"}}},"removedTests":{"type":"array","description":"Test files the change removes: deleted, turned into a link or a submodule, or renamed to a name that is no longer a test (a disabled test is a deleted one). Removed coverage, reported; the review set cannot show it.","items":{"type":"object","additionalProperties":false,"required":["path"],"properties":{"path":{"type":"string"},"renamedTo":{"type":"string"}}}},"withheldFiles":{"$ref":"#/definitions/pathList","description":"Changed files named like secrets (.env, keys, credentials): never listed for the agent and never read; a person must look at them."},"unreadableFiles":{"$ref":"#/definitions/pathList","description":"Review-set files that hold no text an agent can read, in git or (with --files) in the work tree (a link or a submodule, not UTF-8 text such as UTF-16, over 16 MiB, a Git LFS pointer below a filter, or checked out as other bytes): the agent was asked about them, a person must check them."}},"oneOf":[{"title":"TestReviewResult","type":"object","additionalProperties":false,"required":["report","files","agent","model","reviewMode","gateOn","gatingQualityScore","gatingViolations","recommendation","rawQualityScore","qualityScore","scoreCap","scoreOverrideRule","verdictRule","violations","findings","reviewProvenance","reviewedFiles","contextBasis","contextFiles","contextWaiversApplied","keyStrengths","keyWeaknesses","advisoryObservations"],"properties":{"report":{"type":"string"},"files":{"$ref":"#/definitions/pathList"},"agent":{"type":"string"},"model":{"$ref":"#/definitions/maybeString"},"reviewMode":{"enum":["pr","full-file"]},"gateOn":{"$ref":"#/definitions/verdictGateOn"},"gatingQualityScore":{"type":"integer","minimum":0,"maximum":100},"gatingViolations":{"$ref":"#/definitions/severityCounts"},"recommendation":{"$ref":"#/definitions/verdictRecommendation"},"rawQualityScore":{"type":"integer","minimum":0,"maximum":100},"qualityScore":{"type":"integer","minimum":0,"maximum":100},"scoreCap":{"enum":[69,79,89,99,100]},"scoreOverrideRule":{"type":"string"},"verdictRule":{"type":"string"},"violations":{"$ref":"#/definitions/severityCounts"},"findings":{"type":"array","items":{"$ref":"#/definitions/verdictFinding"}},"reviewProvenance":{"$ref":"#/definitions/verdictProvenance"},"reviewedFiles":{"$ref":"#/definitions/pathList"},"contextBasis":{"$ref":"#/definitions/verdictContextBasis"},"contextFiles":{"$ref":"#/definitions/pathList"},"contextWaiversApplied":{"const":0},"keyStrengths":{"type":"array","items":{"type":"string"}},"keyWeaknesses":{"type":"array","items":{"type":"string"}},"advisoryObservations":{"type":"array","maxItems":10,"items":{"type":"string"}},"executionMode":{"enum":["agent-team","subagent","sequential"]},"excludedFiles":{"$ref":"#/definitions/pathList"},"preExistingFindingsCut":{"$ref":"#/definitions/severityCount"},"reportedQualityScore":{"type":"integer"},"reportedRecommendation":{"$ref":"#/definitions/verdictRecommendation"},"unscorableTestArtifacts":{"$ref":"#/definitions/pathList"},"removedTests":{"$ref":"#/definitions/removedTests"},"withheldFiles":{"$ref":"#/definitions/withheldFiles"},"unreadableFiles":{"$ref":"#/definitions/unreadableFiles"},"gateFailures":{"type":"array","items":{"type":"string"}},"waived":{"const":true,"description":"The gate failures are waived: written only beside gateFailures, with waiveReason and waiveUntil (a reader checks the expiry again)"},"waiveReason":{"type":"string"},"waiveUntil":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"}},"dependencies":{"waived":["gateFailures","waiveReason","waiveUntil"],"waiveReason":["waived"],"waiveUntil":["waived"]}},{"title":"TestReviewSkip","type":"object","additionalProperties":false,"required":["skipped","reason","recommendation","qualityScore","files","contextBasis","contextFiles","gateOn","reviewProvenance"],"properties":{"skipped":{"const":true},"reason":{"type":"string"},"recommendation":{"type":"null"},"qualityScore":{"type":"null"},"files":{"type":"array","maxItems":0},"contextBasis":{"$ref":"#/definitions/verdictContextBasis"},"contextFiles":{"$ref":"#/definitions/pathList"},"gateOn":{"$ref":"#/definitions/verdictGateOn"},"reviewProvenance":{"$ref":"#/definitions/verdictProvenance"},"deletedFiles":{"$ref":"#/definitions/pathList"},"unscorableTestArtifacts":{"$ref":"#/definitions/pathList"},"removedTests":{"$ref":"#/definitions/removedTests"},"withheldFiles":{"$ref":"#/definitions/withheldFiles"},"gateFailures":{"type":"array","items":{"type":"string"}},"waived":{"const":true,"description":"The gate failures are waived: written only beside gateFailures, with waiveReason and waiveUntil (a reader checks the expiry again)"},"waiveReason":{"type":"string"},"waiveUntil":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"}},"dependencies":{"waived":["gateFailures","waiveReason","waiveUntil"],"waiveReason":["waived"],"waiveUntil":["waived"]}},{"title":"TestReviewPromptOnly","type":"object","additionalProperties":false,"required":["promptOnly","files","contextFiles","contextBasis","unscorableTestArtifacts"],"properties":{"promptOnly":{"const":true},"files":{"$ref":"#/definitions/pathList"},"contextFiles":{"$ref":"#/definitions/pathList"},"contextBasis":{"$ref":"#/definitions/verdictContextBasis"},"unscorableTestArtifacts":{"$ref":"#/definitions/pathList"},"removedTests":{"$ref":"#/definitions/removedTests"},"withheldFiles":{"$ref":"#/definitions/withheldFiles"},"unreadableFiles":{"$ref":"#/definitions/unreadableFiles"}}}]};
const schema51 = {"type":"array","items":{"type":"string"}};
const schema52 = {"type":["string","null"]};
const schema53 = {"enum":["introduced","all"]};
const schema59 = {"enum":["Approve","Approve with Comments","Request Changes","Block"]};
const schema73 = {"enum":["none","pr_diff","pr_diff_truncated"]};
const schema55 = {"type":"integer","minimum":0};
const schema79 = {"type":"array","description":"Test files the change removes: deleted, turned into a link or a submodule, or renamed to a name that is no longer a test (a disabled test is a deleted one). Removed coverage, reported; the review set cannot show it.","items":{"type":"object","additionalProperties":false,"required":["path"],"properties":{"path":{"type":"string"},"renamedTo":{"type":"string"}}}};
const func3 = Object.prototype.hasOwnProperty;
const schema54 = {"type":"object","additionalProperties":false,"required":["critical","high","medium","low"],"properties":{"critical":{"$ref":"#/definitions/severityCount"},"high":{"$ref":"#/definitions/severityCount"},"medium":{"$ref":"#/definitions/severityCount"},"low":{"$ref":"#/definitions/severityCount"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.critical === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "critical"},message:"must have required property '"+"critical"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.high === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "high"},message:"must have required property '"+"high"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.medium === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "medium"},message:"must have required property '"+"medium"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.low === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "low"},message:"must have required property '"+"low"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "critical") || (key0 === "high")) || (key0 === "medium")) || (key0 === "low"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.critical !== undefined){
let data0 = data.critical;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/critical",schemaPath:"#/definitions/severityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/critical",schemaPath:"#/definitions/severityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.high !== undefined){
let data1 = data.high;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/high",schemaPath:"#/definitions/severityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/high",schemaPath:"#/definitions/severityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.medium !== undefined){
let data2 = data.medium;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/medium",schemaPath:"#/definitions/severityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/medium",schemaPath:"#/definitions/severityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.low !== undefined){
let data3 = data.low;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/low",schemaPath:"#/definitions/severityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/low",schemaPath:"#/definitions/severityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

const schema60 = {"type":"object","additionalProperties":false,"required":["criterion_id","severity","path","line","provenance","deduction","verdict_impact","row","file","section","title"],"properties":{"criterion_id":{"type":"string","pattern":"^[CHML][0-9]+$"},"severity":{"enum":["Critical","High","Medium","Low"]},"path":{"$ref":"#/definitions/maybeString"},"line":{"type":["integer","null"]},"provenance":{"enum":["introduced","modified","pre_existing","unknown"]},"changed_line_evidence":{"type":"object","additionalProperties":false,"required":["fileStatus","changed","ranges","symptomLine","reason"],"properties":{"fileStatus":{"enum":["added","modified","unknown"]},"changed":{"type":"boolean"},"ranges":{"type":"array","items":{"$ref":"#/definitions/changedRange"}},"symptomLine":{"type":["integer","null"]},"reason":{"type":"string"}}},"deduction":{"type":"integer","minimum":0},"verdict_impact":{"type":"boolean"},"row":{"type":"string"},"file":{"$ref":"#/definitions/maybeString"},"section":{"type":"string"},"title":{"type":"string"}}};
const schema62 = {"type":"object","additionalProperties":false,"required":["start","end","provenance"],"properties":{"start":{"type":"integer"},"end":{"type":"integer"},"provenance":{"enum":["introduced","modified"]}}};
const pattern40 = new RegExp("^[CHML][0-9]+$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.criterion_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "criterion_id"},message:"must have required property '"+"criterion_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.severity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.path === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.line === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.provenance === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provenance"},message:"must have required property '"+"provenance"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.deduction === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deduction"},message:"must have required property '"+"deduction"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.verdict_impact === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict_impact"},message:"must have required property '"+"verdict_impact"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.row === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.file === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.section === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.title === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema60.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.criterion_id !== undefined){
let data0 = data.criterion_id;
if(typeof data0 === "string"){
if(!pattern40.test(data0)){
const err12 = {instancePath:instancePath+"/criterion_id",schemaPath:"#/properties/criterion_id/pattern",keyword:"pattern",params:{pattern: "^[CHML][0-9]+$"},message:"must match pattern \""+"^[CHML][0-9]+$"+"\""};
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
const err13 = {instancePath:instancePath+"/criterion_id",schemaPath:"#/properties/criterion_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.severity !== undefined){
let data1 = data.severity;
if(!((((data1 === "Critical") || (data1 === "High")) || (data1 === "Medium")) || (data1 === "Low"))){
const err14 = {instancePath:instancePath+"/severity",schemaPath:"#/properties/severity/enum",keyword:"enum",params:{allowedValues: schema60.properties.severity.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.path !== undefined){
let data2 = data.path;
if((typeof data2 !== "string") && (data2 !== null)){
const err15 = {instancePath:instancePath+"/path",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.line !== undefined){
let data3 = data.line;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err16 = {instancePath:instancePath+"/line",schemaPath:"#/properties/line/type",keyword:"type",params:{type: schema60.properties.line.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.provenance !== undefined){
let data4 = data.provenance;
if(!((((data4 === "introduced") || (data4 === "modified")) || (data4 === "pre_existing")) || (data4 === "unknown"))){
const err17 = {instancePath:instancePath+"/provenance",schemaPath:"#/properties/provenance/enum",keyword:"enum",params:{allowedValues: schema60.properties.provenance.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.changed_line_evidence !== undefined){
let data5 = data.changed_line_evidence;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.fileStatus === undefined){
const err18 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/required",keyword:"required",params:{missingProperty: "fileStatus"},message:"must have required property '"+"fileStatus"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.changed === undefined){
const err19 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.ranges === undefined){
const err20 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/required",keyword:"required",params:{missingProperty: "ranges"},message:"must have required property '"+"ranges"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.symptomLine === undefined){
const err21 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/required",keyword:"required",params:{missingProperty: "symptomLine"},message:"must have required property '"+"symptomLine"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.reason === undefined){
const err22 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data5){
if(!(((((key1 === "fileStatus") || (key1 === "changed")) || (key1 === "ranges")) || (key1 === "symptomLine")) || (key1 === "reason"))){
const err23 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.fileStatus !== undefined){
let data6 = data5.fileStatus;
if(!(((data6 === "added") || (data6 === "modified")) || (data6 === "unknown"))){
const err24 = {instancePath:instancePath+"/changed_line_evidence/fileStatus",schemaPath:"#/properties/changed_line_evidence/properties/fileStatus/enum",keyword:"enum",params:{allowedValues: schema60.properties.changed_line_evidence.properties.fileStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.changed !== undefined){
if(typeof data5.changed !== "boolean"){
const err25 = {instancePath:instancePath+"/changed_line_evidence/changed",schemaPath:"#/properties/changed_line_evidence/properties/changed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.ranges !== undefined){
let data8 = data5.ranges;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.start === undefined){
const err26 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0,schemaPath:"#/definitions/changedRange/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.end === undefined){
const err27 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0,schemaPath:"#/definitions/changedRange/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.provenance === undefined){
const err28 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0,schemaPath:"#/definitions/changedRange/required",keyword:"required",params:{missingProperty: "provenance"},message:"must have required property '"+"provenance"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data9){
if(!(((key2 === "start") || (key2 === "end")) || (key2 === "provenance"))){
const err29 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0,schemaPath:"#/definitions/changedRange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.start !== undefined){
let data10 = data9.start;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0+"/start",schemaPath:"#/definitions/changedRange/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.end !== undefined){
let data11 = data9.end;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0+"/end",schemaPath:"#/definitions/changedRange/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.provenance !== undefined){
let data12 = data9.provenance;
if(!((data12 === "introduced") || (data12 === "modified"))){
const err32 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0+"/provenance",schemaPath:"#/definitions/changedRange/properties/provenance/enum",keyword:"enum",params:{allowedValues: schema62.properties.provenance.enum},message:"must be equal to one of the allowed values"};
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
const err33 = {instancePath:instancePath+"/changed_line_evidence/ranges/" + i0,schemaPath:"#/definitions/changedRange/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err34 = {instancePath:instancePath+"/changed_line_evidence/ranges",schemaPath:"#/properties/changed_line_evidence/properties/ranges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data5.symptomLine !== undefined){
let data13 = data5.symptomLine;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err35 = {instancePath:instancePath+"/changed_line_evidence/symptomLine",schemaPath:"#/properties/changed_line_evidence/properties/symptomLine/type",keyword:"type",params:{type: schema60.properties.changed_line_evidence.properties.symptomLine.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data5.reason !== undefined){
if(typeof data5.reason !== "string"){
const err36 = {instancePath:instancePath+"/changed_line_evidence/reason",schemaPath:"#/properties/changed_line_evidence/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/changed_line_evidence",schemaPath:"#/properties/changed_line_evidence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.deduction !== undefined){
let data15 = data.deduction;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err38 = {instancePath:instancePath+"/deduction",schemaPath:"#/properties/deduction/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err39 = {instancePath:instancePath+"/deduction",schemaPath:"#/properties/deduction/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.verdict_impact !== undefined){
if(typeof data.verdict_impact !== "boolean"){
const err40 = {instancePath:instancePath+"/verdict_impact",schemaPath:"#/properties/verdict_impact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.row !== undefined){
if(typeof data.row !== "string"){
const err41 = {instancePath:instancePath+"/row",schemaPath:"#/properties/row/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.file !== undefined){
let data18 = data.file;
if((typeof data18 !== "string") && (data18 !== null)){
const err42 = {instancePath:instancePath+"/file",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.section !== undefined){
if(typeof data.section !== "string"){
const err43 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err44 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

const schema64 = {"type":"object","additionalProperties":false,"required":["teaCliVersion","skillRubricVersion","modelIdentifier","baseSha","headSha","triggerComment","workflowRun","gateMode","sources"],"description":"Where the verdict came from; unknown values are null and `sources` says why.","properties":{"teaCliVersion":{"type":"string","description":"The proofgate version that produced the verdict (key kept for compatibility)."},"skillRubricVersion":{"$ref":"#/definitions/maybeString"},"modelIdentifier":{"$ref":"#/definitions/maybeString"},"baseSha":{"$ref":"#/definitions/maybeString"},"headSha":{"$ref":"#/definitions/maybeString"},"triggerComment":{"$ref":"#/definitions/maybeString"},"workflowRun":{"$ref":"#/definitions/maybeString"},"gateMode":{"$ref":"#/definitions/verdictGateOn"},"sources":{"type":"object","additionalProperties":{"type":"string"}}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.teaCliVersion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "teaCliVersion"},message:"must have required property '"+"teaCliVersion"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.skillRubricVersion === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "skillRubricVersion"},message:"must have required property '"+"skillRubricVersion"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.modelIdentifier === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelIdentifier"},message:"must have required property '"+"modelIdentifier"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.baseSha === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseSha"},message:"must have required property '"+"baseSha"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.headSha === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headSha"},message:"must have required property '"+"headSha"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.triggerComment === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "triggerComment"},message:"must have required property '"+"triggerComment"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.workflowRun === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflowRun"},message:"must have required property '"+"workflowRun"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.gateMode === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gateMode"},message:"must have required property '"+"gateMode"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.sources === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema64.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.teaCliVersion !== undefined){
if(typeof data.teaCliVersion !== "string"){
const err10 = {instancePath:instancePath+"/teaCliVersion",schemaPath:"#/properties/teaCliVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.skillRubricVersion !== undefined){
let data1 = data.skillRubricVersion;
if((typeof data1 !== "string") && (data1 !== null)){
const err11 = {instancePath:instancePath+"/skillRubricVersion",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.modelIdentifier !== undefined){
let data2 = data.modelIdentifier;
if((typeof data2 !== "string") && (data2 !== null)){
const err12 = {instancePath:instancePath+"/modelIdentifier",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.baseSha !== undefined){
let data3 = data.baseSha;
if((typeof data3 !== "string") && (data3 !== null)){
const err13 = {instancePath:instancePath+"/baseSha",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.headSha !== undefined){
let data4 = data.headSha;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/headSha",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.triggerComment !== undefined){
let data5 = data.triggerComment;
if((typeof data5 !== "string") && (data5 !== null)){
const err15 = {instancePath:instancePath+"/triggerComment",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.workflowRun !== undefined){
let data6 = data.workflowRun;
if((typeof data6 !== "string") && (data6 !== null)){
const err16 = {instancePath:instancePath+"/workflowRun",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.gateMode !== undefined){
let data7 = data.gateMode;
if(!((data7 === "introduced") || (data7 === "all"))){
const err17 = {instancePath:instancePath+"/gateMode",schemaPath:"#/definitions/verdictGateOn/enum",keyword:"enum",params:{allowedValues: schema53.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.sources !== undefined){
let data8 = data.sources;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(typeof data8[key1] !== "string"){
const err18 = {instancePath:instancePath+"/sources/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sources/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate29.errors = vErrors;
return errors === 0;
}

const pattern41 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://proofgate.dev/schemas/test-review-verdict.schema.json" */;
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.report === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "report"},message:"must have required property '"+"report"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.files === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.agent === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "agent"},message:"must have required property '"+"agent"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.reviewMode === undefined){
const err4 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "reviewMode"},message:"must have required property '"+"reviewMode"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.gateOn === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "gateOn"},message:"must have required property '"+"gateOn"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.gatingQualityScore === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "gatingQualityScore"},message:"must have required property '"+"gatingQualityScore"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.gatingViolations === undefined){
const err7 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "gatingViolations"},message:"must have required property '"+"gatingViolations"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.recommendation === undefined){
const err8 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.rawQualityScore === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "rawQualityScore"},message:"must have required property '"+"rawQualityScore"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.qualityScore === undefined){
const err10 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "qualityScore"},message:"must have required property '"+"qualityScore"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.scoreCap === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "scoreCap"},message:"must have required property '"+"scoreCap"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.scoreOverrideRule === undefined){
const err12 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "scoreOverrideRule"},message:"must have required property '"+"scoreOverrideRule"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.verdictRule === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "verdictRule"},message:"must have required property '"+"verdictRule"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.violations === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "violations"},message:"must have required property '"+"violations"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.findings === undefined){
const err15 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "findings"},message:"must have required property '"+"findings"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.reviewProvenance === undefined){
const err16 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "reviewProvenance"},message:"must have required property '"+"reviewProvenance"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.reviewedFiles === undefined){
const err17 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "reviewedFiles"},message:"must have required property '"+"reviewedFiles"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.contextBasis === undefined){
const err18 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "contextBasis"},message:"must have required property '"+"contextBasis"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.contextFiles === undefined){
const err19 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "contextFiles"},message:"must have required property '"+"contextFiles"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.contextWaiversApplied === undefined){
const err20 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "contextWaiversApplied"},message:"must have required property '"+"contextWaiversApplied"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.keyStrengths === undefined){
const err21 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "keyStrengths"},message:"must have required property '"+"keyStrengths"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data.keyWeaknesses === undefined){
const err22 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "keyWeaknesses"},message:"must have required property '"+"keyWeaknesses"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.advisoryObservations === undefined){
const err23 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "advisoryObservations"},message:"must have required property '"+"advisoryObservations"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema50.oneOf[0].properties, key0))){
const err24 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.waived !== undefined){
if(data.gateFailures === undefined){
const err25 = {instancePath,schemaPath:"#/oneOf/0/dependencies",keyword:"dependencies",params:{property: "waived",
    missingProperty: "gateFailures",
    depsCount: 3,
    deps: "gateFailures, waiveReason, waiveUntil"},message:"must have properties gateFailures, waiveReason, waiveUntil when property waived is present"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.waiveReason === undefined){
const err26 = {instancePath,schemaPath:"#/oneOf/0/dependencies",keyword:"dependencies",params:{property: "waived",
    missingProperty: "waiveReason",
    depsCount: 3,
    deps: "gateFailures, waiveReason, waiveUntil"},message:"must have properties gateFailures, waiveReason, waiveUntil when property waived is present"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.waiveUntil === undefined){
const err27 = {instancePath,schemaPath:"#/oneOf/0/dependencies",keyword:"dependencies",params:{property: "waived",
    missingProperty: "waiveUntil",
    depsCount: 3,
    deps: "gateFailures, waiveReason, waiveUntil"},message:"must have properties gateFailures, waiveReason, waiveUntil when property waived is present"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.waiveReason !== undefined){
if(data.waived === undefined){
const err28 = {instancePath,schemaPath:"#/oneOf/0/dependencies",keyword:"dependencies",params:{property: "waiveReason",
    missingProperty: "waived",
    depsCount: 1,
    deps: "waived"},message:"must have property waived when property waiveReason is present"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.waiveUntil !== undefined){
if(data.waived === undefined){
const err29 = {instancePath,schemaPath:"#/oneOf/0/dependencies",keyword:"dependencies",params:{property: "waiveUntil",
    missingProperty: "waived",
    depsCount: 1,
    deps: "waived"},message:"must have property waived when property waiveUntil is present"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.report !== undefined){
if(typeof data.report !== "string"){
const err30 = {instancePath:instancePath+"/report",schemaPath:"#/oneOf/0/properties/report/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.files !== undefined){
let data1 = data.files;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err31 = {instancePath:instancePath+"/files/" + i0,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err32 = {instancePath:instancePath+"/files",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.agent !== undefined){
if(typeof data.agent !== "string"){
const err33 = {instancePath:instancePath+"/agent",schemaPath:"#/oneOf/0/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.model !== undefined){
let data4 = data.model;
if((typeof data4 !== "string") && (data4 !== null)){
const err34 = {instancePath:instancePath+"/model",schemaPath:"#/definitions/maybeString/type",keyword:"type",params:{type: schema52.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.reviewMode !== undefined){
let data5 = data.reviewMode;
if(!((data5 === "pr") || (data5 === "full-file"))){
const err35 = {instancePath:instancePath+"/reviewMode",schemaPath:"#/oneOf/0/properties/reviewMode/enum",keyword:"enum",params:{allowedValues: schema50.oneOf[0].properties.reviewMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.gateOn !== undefined){
let data6 = data.gateOn;
if(!((data6 === "introduced") || (data6 === "all"))){
const err36 = {instancePath:instancePath+"/gateOn",schemaPath:"#/definitions/verdictGateOn/enum",keyword:"enum",params:{allowedValues: schema53.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.gatingQualityScore !== undefined){
let data7 = data.gatingQualityScore;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err37 = {instancePath:instancePath+"/gatingQualityScore",schemaPath:"#/oneOf/0/properties/gatingQualityScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100 || isNaN(data7)){
const err38 = {instancePath:instancePath+"/gatingQualityScore",schemaPath:"#/oneOf/0/properties/gatingQualityScore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err39 = {instancePath:instancePath+"/gatingQualityScore",schemaPath:"#/oneOf/0/properties/gatingQualityScore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.gatingViolations !== undefined){
if(!(validate24(data.gatingViolations, {instancePath:instancePath+"/gatingViolations",parentData:data,parentDataProperty:"gatingViolations",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.recommendation !== undefined){
let data9 = data.recommendation;
if(!((((data9 === "Approve") || (data9 === "Approve with Comments")) || (data9 === "Request Changes")) || (data9 === "Block"))){
const err40 = {instancePath:instancePath+"/recommendation",schemaPath:"#/definitions/verdictRecommendation/enum",keyword:"enum",params:{allowedValues: schema59.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.rawQualityScore !== undefined){
let data10 = data.rawQualityScore;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err41 = {instancePath:instancePath+"/rawQualityScore",schemaPath:"#/oneOf/0/properties/rawQualityScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100 || isNaN(data10)){
const err42 = {instancePath:instancePath+"/rawQualityScore",schemaPath:"#/oneOf/0/properties/rawQualityScore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/rawQualityScore",schemaPath:"#/oneOf/0/properties/rawQualityScore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.qualityScore !== undefined){
let data11 = data.qualityScore;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err44 = {instancePath:instancePath+"/qualityScore",schemaPath:"#/oneOf/0/properties/qualityScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100 || isNaN(data11)){
const err45 = {instancePath:instancePath+"/qualityScore",schemaPath:"#/oneOf/0/properties/qualityScore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/qualityScore",schemaPath:"#/oneOf/0/properties/qualityScore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.scoreCap !== undefined){
let data12 = data.scoreCap;
if(!(((((data12 === 69) || (data12 === 79)) || (data12 === 89)) || (data12 === 99)) || (data12 === 100))){
const err47 = {instancePath:instancePath+"/scoreCap",schemaPath:"#/oneOf/0/properties/scoreCap/enum",keyword:"enum",params:{allowedValues: schema50.oneOf[0].properties.scoreCap.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.scoreOverrideRule !== undefined){
if(typeof data.scoreOverrideRule !== "string"){
const err48 = {instancePath:instancePath+"/scoreOverrideRule",schemaPath:"#/oneOf/0/properties/scoreOverrideRule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.verdictRule !== undefined){
if(typeof data.verdictRule !== "string"){
const err49 = {instancePath:instancePath+"/verdictRule",schemaPath:"#/oneOf/0/properties/verdictRule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.violations !== undefined){
if(!(validate24(data.violations, {instancePath:instancePath+"/violations",parentData:data,parentDataProperty:"violations",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.findings !== undefined){
let data16 = data.findings;
if(Array.isArray(data16)){
const len1 = data16.length;
for(let i1=0; i1<len1; i1++){
if(!(validate27(data16[i1], {instancePath:instancePath+"/findings/" + i1,parentData:data16,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err50 = {instancePath:instancePath+"/findings",schemaPath:"#/oneOf/0/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.reviewProvenance !== undefined){
if(!(validate29(data.reviewProvenance, {instancePath:instancePath+"/reviewProvenance",parentData:data,parentDataProperty:"reviewProvenance",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
if(data.reviewedFiles !== undefined){
let data19 = data.reviewedFiles;
if(Array.isArray(data19)){
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
if(typeof data19[i2] !== "string"){
const err51 = {instancePath:instancePath+"/reviewedFiles/" + i2,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/reviewedFiles",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.contextBasis !== undefined){
let data21 = data.contextBasis;
if(!(((data21 === "none") || (data21 === "pr_diff")) || (data21 === "pr_diff_truncated"))){
const err53 = {instancePath:instancePath+"/contextBasis",schemaPath:"#/definitions/verdictContextBasis/enum",keyword:"enum",params:{allowedValues: schema73.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.contextFiles !== undefined){
let data22 = data.contextFiles;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
if(typeof data22[i3] !== "string"){
const err54 = {instancePath:instancePath+"/contextFiles/" + i3,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err55 = {instancePath:instancePath+"/contextFiles",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.contextWaiversApplied !== undefined){
if(0 !== data.contextWaiversApplied){
const err56 = {instancePath:instancePath+"/contextWaiversApplied",schemaPath:"#/oneOf/0/properties/contextWaiversApplied/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.keyStrengths !== undefined){
let data25 = data.keyStrengths;
if(Array.isArray(data25)){
const len4 = data25.length;
for(let i4=0; i4<len4; i4++){
if(typeof data25[i4] !== "string"){
const err57 = {instancePath:instancePath+"/keyStrengths/" + i4,schemaPath:"#/oneOf/0/properties/keyStrengths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err58 = {instancePath:instancePath+"/keyStrengths",schemaPath:"#/oneOf/0/properties/keyStrengths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.keyWeaknesses !== undefined){
let data27 = data.keyWeaknesses;
if(Array.isArray(data27)){
const len5 = data27.length;
for(let i5=0; i5<len5; i5++){
if(typeof data27[i5] !== "string"){
const err59 = {instancePath:instancePath+"/keyWeaknesses/" + i5,schemaPath:"#/oneOf/0/properties/keyWeaknesses/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err60 = {instancePath:instancePath+"/keyWeaknesses",schemaPath:"#/oneOf/0/properties/keyWeaknesses/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.advisoryObservations !== undefined){
let data29 = data.advisoryObservations;
if(Array.isArray(data29)){
if(data29.length > 10){
const err61 = {instancePath:instancePath+"/advisoryObservations",schemaPath:"#/oneOf/0/properties/advisoryObservations/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const len6 = data29.length;
for(let i6=0; i6<len6; i6++){
if(typeof data29[i6] !== "string"){
const err62 = {instancePath:instancePath+"/advisoryObservations/" + i6,schemaPath:"#/oneOf/0/properties/advisoryObservations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/advisoryObservations",schemaPath:"#/oneOf/0/properties/advisoryObservations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.executionMode !== undefined){
let data31 = data.executionMode;
if(!(((data31 === "agent-team") || (data31 === "subagent")) || (data31 === "sequential"))){
const err64 = {instancePath:instancePath+"/executionMode",schemaPath:"#/oneOf/0/properties/executionMode/enum",keyword:"enum",params:{allowedValues: schema50.oneOf[0].properties.executionMode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.excludedFiles !== undefined){
let data32 = data.excludedFiles;
if(Array.isArray(data32)){
const len7 = data32.length;
for(let i7=0; i7<len7; i7++){
if(typeof data32[i7] !== "string"){
const err65 = {instancePath:instancePath+"/excludedFiles/" + i7,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err66 = {instancePath:instancePath+"/excludedFiles",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.preExistingFindingsCut !== undefined){
let data34 = data.preExistingFindingsCut;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err67 = {instancePath:instancePath+"/preExistingFindingsCut",schemaPath:"#/definitions/severityCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err68 = {instancePath:instancePath+"/preExistingFindingsCut",schemaPath:"#/definitions/severityCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
if(data.reportedQualityScore !== undefined){
let data35 = data.reportedQualityScore;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
const err69 = {instancePath:instancePath+"/reportedQualityScore",schemaPath:"#/oneOf/0/properties/reportedQualityScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.reportedRecommendation !== undefined){
let data36 = data.reportedRecommendation;
if(!((((data36 === "Approve") || (data36 === "Approve with Comments")) || (data36 === "Request Changes")) || (data36 === "Block"))){
const err70 = {instancePath:instancePath+"/reportedRecommendation",schemaPath:"#/definitions/verdictRecommendation/enum",keyword:"enum",params:{allowedValues: schema59.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.unscorableTestArtifacts !== undefined){
let data37 = data.unscorableTestArtifacts;
if(Array.isArray(data37)){
const len8 = data37.length;
for(let i8=0; i8<len8; i8++){
if(typeof data37[i8] !== "string"){
const err71 = {instancePath:instancePath+"/unscorableTestArtifacts/" + i8,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err72 = {instancePath:instancePath+"/unscorableTestArtifacts",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.removedTests !== undefined){
let data39 = data.removedTests;
if(Array.isArray(data39)){
const len9 = data39.length;
for(let i9=0; i9<len9; i9++){
let data40 = data39[i9];
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.path === undefined){
const err73 = {instancePath:instancePath+"/removedTests/" + i9,schemaPath:"#/definitions/removedTests/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
for(const key1 in data40){
if(!((key1 === "path") || (key1 === "renamedTo"))){
const err74 = {instancePath:instancePath+"/removedTests/" + i9,schemaPath:"#/definitions/removedTests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data40.path !== undefined){
if(typeof data40.path !== "string"){
const err75 = {instancePath:instancePath+"/removedTests/" + i9+"/path",schemaPath:"#/definitions/removedTests/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data40.renamedTo !== undefined){
if(typeof data40.renamedTo !== "string"){
const err76 = {instancePath:instancePath+"/removedTests/" + i9+"/renamedTo",schemaPath:"#/definitions/removedTests/items/properties/renamedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/removedTests/" + i9,schemaPath:"#/definitions/removedTests/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err78 = {instancePath:instancePath+"/removedTests",schemaPath:"#/definitions/removedTests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.withheldFiles !== undefined){
let data43 = data.withheldFiles;
if(Array.isArray(data43)){
const len10 = data43.length;
for(let i10=0; i10<len10; i10++){
if(typeof data43[i10] !== "string"){
const err79 = {instancePath:instancePath+"/withheldFiles/" + i10,schemaPath:"#/definitions/withheldFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err80 = {instancePath:instancePath+"/withheldFiles",schemaPath:"#/definitions/withheldFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.unreadableFiles !== undefined){
let data45 = data.unreadableFiles;
if(Array.isArray(data45)){
const len11 = data45.length;
for(let i11=0; i11<len11; i11++){
if(typeof data45[i11] !== "string"){
const err81 = {instancePath:instancePath+"/unreadableFiles/" + i11,schemaPath:"#/definitions/unreadableFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err82 = {instancePath:instancePath+"/unreadableFiles",schemaPath:"#/definitions/unreadableFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.gateFailures !== undefined){
let data47 = data.gateFailures;
if(Array.isArray(data47)){
const len12 = data47.length;
for(let i12=0; i12<len12; i12++){
if(typeof data47[i12] !== "string"){
const err83 = {instancePath:instancePath+"/gateFailures/" + i12,schemaPath:"#/oneOf/0/properties/gateFailures/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err84 = {instancePath:instancePath+"/gateFailures",schemaPath:"#/oneOf/0/properties/gateFailures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.waived !== undefined){
if(true !== data.waived){
const err85 = {instancePath:instancePath+"/waived",schemaPath:"#/oneOf/0/properties/waived/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.waiveReason !== undefined){
if(typeof data.waiveReason !== "string"){
const err86 = {instancePath:instancePath+"/waiveReason",schemaPath:"#/oneOf/0/properties/waiveReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.waiveUntil !== undefined){
let data51 = data.waiveUntil;
if(typeof data51 === "string"){
if(!pattern41.test(data51)){
const err87 = {instancePath:instancePath+"/waiveUntil",schemaPath:"#/oneOf/0/properties/waiveUntil/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/waiveUntil",schemaPath:"#/oneOf/0/properties/waiveUntil/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs110 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.skipped === undefined){
const err90 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "skipped"},message:"must have required property '"+"skipped"+"'"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data.reason === undefined){
const err91 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data.recommendation === undefined){
const err92 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "recommendation"},message:"must have required property '"+"recommendation"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data.qualityScore === undefined){
const err93 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "qualityScore"},message:"must have required property '"+"qualityScore"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data.files === undefined){
const err94 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data.contextBasis === undefined){
const err95 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "contextBasis"},message:"must have required property '"+"contextBasis"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data.contextFiles === undefined){
const err96 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "contextFiles"},message:"must have required property '"+"contextFiles"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data.gateOn === undefined){
const err97 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "gateOn"},message:"must have required property '"+"gateOn"+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data.reviewProvenance === undefined){
const err98 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "reviewProvenance"},message:"must have required property '"+"reviewProvenance"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
for(const key2 in data){
if(!(func3.call(schema50.oneOf[1].properties, key2))){
const err99 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.waived !== undefined){
if(data.gateFailures === undefined){
const err100 = {instancePath,schemaPath:"#/oneOf/1/dependencies",keyword:"dependencies",params:{property: "waived",
    missingProperty: "gateFailures",
    depsCount: 3,
    deps: "gateFailures, waiveReason, waiveUntil"},message:"must have properties gateFailures, waiveReason, waiveUntil when property waived is present"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data.waiveReason === undefined){
const err101 = {instancePath,schemaPath:"#/oneOf/1/dependencies",keyword:"dependencies",params:{property: "waived",
    missingProperty: "waiveReason",
    depsCount: 3,
    deps: "gateFailures, waiveReason, waiveUntil"},message:"must have properties gateFailures, waiveReason, waiveUntil when property waived is present"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data.waiveUntil === undefined){
const err102 = {instancePath,schemaPath:"#/oneOf/1/dependencies",keyword:"dependencies",params:{property: "waived",
    missingProperty: "waiveUntil",
    depsCount: 3,
    deps: "gateFailures, waiveReason, waiveUntil"},message:"must have properties gateFailures, waiveReason, waiveUntil when property waived is present"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data.waiveReason !== undefined){
if(data.waived === undefined){
const err103 = {instancePath,schemaPath:"#/oneOf/1/dependencies",keyword:"dependencies",params:{property: "waiveReason",
    missingProperty: "waived",
    depsCount: 1,
    deps: "waived"},message:"must have property waived when property waiveReason is present"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.waiveUntil !== undefined){
if(data.waived === undefined){
const err104 = {instancePath,schemaPath:"#/oneOf/1/dependencies",keyword:"dependencies",params:{property: "waiveUntil",
    missingProperty: "waived",
    depsCount: 1,
    deps: "waived"},message:"must have property waived when property waiveUntil is present"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.skipped !== undefined){
if(true !== data.skipped){
const err105 = {instancePath:instancePath+"/skipped",schemaPath:"#/oneOf/1/properties/skipped/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.reason !== undefined){
if(typeof data.reason !== "string"){
const err106 = {instancePath:instancePath+"/reason",schemaPath:"#/oneOf/1/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.recommendation !== undefined){
if(data.recommendation !== null){
const err107 = {instancePath:instancePath+"/recommendation",schemaPath:"#/oneOf/1/properties/recommendation/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.qualityScore !== undefined){
if(data.qualityScore !== null){
const err108 = {instancePath:instancePath+"/qualityScore",schemaPath:"#/oneOf/1/properties/qualityScore/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.files !== undefined){
let data56 = data.files;
if(Array.isArray(data56)){
if(data56.length > 0){
const err109 = {instancePath:instancePath+"/files",schemaPath:"#/oneOf/1/properties/files/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/files",schemaPath:"#/oneOf/1/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data.contextBasis !== undefined){
let data57 = data.contextBasis;
if(!(((data57 === "none") || (data57 === "pr_diff")) || (data57 === "pr_diff_truncated"))){
const err111 = {instancePath:instancePath+"/contextBasis",schemaPath:"#/definitions/verdictContextBasis/enum",keyword:"enum",params:{allowedValues: schema73.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.contextFiles !== undefined){
let data58 = data.contextFiles;
if(Array.isArray(data58)){
const len13 = data58.length;
for(let i13=0; i13<len13; i13++){
if(typeof data58[i13] !== "string"){
const err112 = {instancePath:instancePath+"/contextFiles/" + i13,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/contextFiles",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.gateOn !== undefined){
let data60 = data.gateOn;
if(!((data60 === "introduced") || (data60 === "all"))){
const err114 = {instancePath:instancePath+"/gateOn",schemaPath:"#/definitions/verdictGateOn/enum",keyword:"enum",params:{allowedValues: schema53.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data.reviewProvenance !== undefined){
if(!(validate29(data.reviewProvenance, {instancePath:instancePath+"/reviewProvenance",parentData:data,parentDataProperty:"reviewProvenance",rootData}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
if(data.deletedFiles !== undefined){
let data62 = data.deletedFiles;
if(Array.isArray(data62)){
const len14 = data62.length;
for(let i14=0; i14<len14; i14++){
if(typeof data62[i14] !== "string"){
const err115 = {instancePath:instancePath+"/deletedFiles/" + i14,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
else {
const err116 = {instancePath:instancePath+"/deletedFiles",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data.unscorableTestArtifacts !== undefined){
let data64 = data.unscorableTestArtifacts;
if(Array.isArray(data64)){
const len15 = data64.length;
for(let i15=0; i15<len15; i15++){
if(typeof data64[i15] !== "string"){
const err117 = {instancePath:instancePath+"/unscorableTestArtifacts/" + i15,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
else {
const err118 = {instancePath:instancePath+"/unscorableTestArtifacts",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data.removedTests !== undefined){
let data66 = data.removedTests;
if(Array.isArray(data66)){
const len16 = data66.length;
for(let i16=0; i16<len16; i16++){
let data67 = data66[i16];
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.path === undefined){
const err119 = {instancePath:instancePath+"/removedTests/" + i16,schemaPath:"#/definitions/removedTests/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
for(const key3 in data67){
if(!((key3 === "path") || (key3 === "renamedTo"))){
const err120 = {instancePath:instancePath+"/removedTests/" + i16,schemaPath:"#/definitions/removedTests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data67.path !== undefined){
if(typeof data67.path !== "string"){
const err121 = {instancePath:instancePath+"/removedTests/" + i16+"/path",schemaPath:"#/definitions/removedTests/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data67.renamedTo !== undefined){
if(typeof data67.renamedTo !== "string"){
const err122 = {instancePath:instancePath+"/removedTests/" + i16+"/renamedTo",schemaPath:"#/definitions/removedTests/items/properties/renamedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/removedTests/" + i16,schemaPath:"#/definitions/removedTests/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/removedTests",schemaPath:"#/definitions/removedTests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.withheldFiles !== undefined){
let data70 = data.withheldFiles;
if(Array.isArray(data70)){
const len17 = data70.length;
for(let i17=0; i17<len17; i17++){
if(typeof data70[i17] !== "string"){
const err125 = {instancePath:instancePath+"/withheldFiles/" + i17,schemaPath:"#/definitions/withheldFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/withheldFiles",schemaPath:"#/definitions/withheldFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.gateFailures !== undefined){
let data72 = data.gateFailures;
if(Array.isArray(data72)){
const len18 = data72.length;
for(let i18=0; i18<len18; i18++){
if(typeof data72[i18] !== "string"){
const err127 = {instancePath:instancePath+"/gateFailures/" + i18,schemaPath:"#/oneOf/1/properties/gateFailures/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err128 = {instancePath:instancePath+"/gateFailures",schemaPath:"#/oneOf/1/properties/gateFailures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.waived !== undefined){
if(true !== data.waived){
const err129 = {instancePath:instancePath+"/waived",schemaPath:"#/oneOf/1/properties/waived/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data.waiveReason !== undefined){
if(typeof data.waiveReason !== "string"){
const err130 = {instancePath:instancePath+"/waiveReason",schemaPath:"#/oneOf/1/properties/waiveReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data.waiveUntil !== undefined){
let data76 = data.waiveUntil;
if(typeof data76 === "string"){
if(!pattern41.test(data76)){
const err131 = {instancePath:instancePath+"/waiveUntil",schemaPath:"#/oneOf/1/properties/waiveUntil/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/waiveUntil",schemaPath:"#/oneOf/1/properties/waiveUntil/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err133 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid0 = _errs110 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs166 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.promptOnly === undefined){
const err134 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "promptOnly"},message:"must have required property '"+"promptOnly"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data.files === undefined){
const err135 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data.contextFiles === undefined){
const err136 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "contextFiles"},message:"must have required property '"+"contextFiles"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data.contextBasis === undefined){
const err137 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "contextBasis"},message:"must have required property '"+"contextBasis"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data.unscorableTestArtifacts === undefined){
const err138 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "unscorableTestArtifacts"},message:"must have required property '"+"unscorableTestArtifacts"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key4 in data){
if(!((((((((key4 === "promptOnly") || (key4 === "files")) || (key4 === "contextFiles")) || (key4 === "contextBasis")) || (key4 === "unscorableTestArtifacts")) || (key4 === "removedTests")) || (key4 === "withheldFiles")) || (key4 === "unreadableFiles"))){
const err139 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data.promptOnly !== undefined){
if(true !== data.promptOnly){
const err140 = {instancePath:instancePath+"/promptOnly",schemaPath:"#/oneOf/2/properties/promptOnly/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data.files !== undefined){
let data78 = data.files;
if(Array.isArray(data78)){
const len19 = data78.length;
for(let i19=0; i19<len19; i19++){
if(typeof data78[i19] !== "string"){
const err141 = {instancePath:instancePath+"/files/" + i19,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
else {
const err142 = {instancePath:instancePath+"/files",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data.contextFiles !== undefined){
let data80 = data.contextFiles;
if(Array.isArray(data80)){
const len20 = data80.length;
for(let i20=0; i20<len20; i20++){
if(typeof data80[i20] !== "string"){
const err143 = {instancePath:instancePath+"/contextFiles/" + i20,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err144 = {instancePath:instancePath+"/contextFiles",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data.contextBasis !== undefined){
let data82 = data.contextBasis;
if(!(((data82 === "none") || (data82 === "pr_diff")) || (data82 === "pr_diff_truncated"))){
const err145 = {instancePath:instancePath+"/contextBasis",schemaPath:"#/definitions/verdictContextBasis/enum",keyword:"enum",params:{allowedValues: schema73.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data.unscorableTestArtifacts !== undefined){
let data83 = data.unscorableTestArtifacts;
if(Array.isArray(data83)){
const len21 = data83.length;
for(let i21=0; i21<len21; i21++){
if(typeof data83[i21] !== "string"){
const err146 = {instancePath:instancePath+"/unscorableTestArtifacts/" + i21,schemaPath:"#/definitions/pathList/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err147 = {instancePath:instancePath+"/unscorableTestArtifacts",schemaPath:"#/definitions/pathList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data.removedTests !== undefined){
let data85 = data.removedTests;
if(Array.isArray(data85)){
const len22 = data85.length;
for(let i22=0; i22<len22; i22++){
let data86 = data85[i22];
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
if(data86.path === undefined){
const err148 = {instancePath:instancePath+"/removedTests/" + i22,schemaPath:"#/definitions/removedTests/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
for(const key5 in data86){
if(!((key5 === "path") || (key5 === "renamedTo"))){
const err149 = {instancePath:instancePath+"/removedTests/" + i22,schemaPath:"#/definitions/removedTests/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data86.path !== undefined){
if(typeof data86.path !== "string"){
const err150 = {instancePath:instancePath+"/removedTests/" + i22+"/path",schemaPath:"#/definitions/removedTests/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data86.renamedTo !== undefined){
if(typeof data86.renamedTo !== "string"){
const err151 = {instancePath:instancePath+"/removedTests/" + i22+"/renamedTo",schemaPath:"#/definitions/removedTests/items/properties/renamedTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/removedTests/" + i22,schemaPath:"#/definitions/removedTests/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/removedTests",schemaPath:"#/definitions/removedTests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data.withheldFiles !== undefined){
let data89 = data.withheldFiles;
if(Array.isArray(data89)){
const len23 = data89.length;
for(let i23=0; i23<len23; i23++){
if(typeof data89[i23] !== "string"){
const err154 = {instancePath:instancePath+"/withheldFiles/" + i23,schemaPath:"#/definitions/withheldFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/withheldFiles",schemaPath:"#/definitions/withheldFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data.unreadableFiles !== undefined){
let data91 = data.unreadableFiles;
if(Array.isArray(data91)){
const len24 = data91.length;
for(let i24=0; i24<len24; i24++){
if(typeof data91[i24] !== "string"){
const err156 = {instancePath:instancePath+"/unreadableFiles/" + i24,schemaPath:"#/definitions/unreadableFiles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
else {
const err157 = {instancePath:instancePath+"/unreadableFiles",schemaPath:"#/definitions/unreadableFiles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var _valid0 = _errs166 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
}
}
if(!valid0){
const err159 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
