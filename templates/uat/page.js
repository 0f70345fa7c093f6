// The tester's page. Everything from the spec reaches the DOM through textContent only.
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('uat-data').textContent);
  var spec = D.spec;
  var SHA = D.sha;
  // A key read from storage, a draft or the page is looked up only as an own key of a table without a
  // prototype: else `constructor`, `__proto__` or `toString` would count as a language (or a status), and
  // the run would carry a value `uat import` refuses.
  function own(o, k) { return o !== null && typeof o === 'object' && Object.prototype.hasOwnProperty.call(o, k); }
  function table(o) {
    var t = Object.create(null);
    Object.keys(o).forEach(function (k) { t[k] = o[k]; });
    return t;
  }
  var I18N = Object.create(null);
  Object.keys(D.i18n).forEach(function (code) { if (/^[a-z]{2}$/.test(code)) I18N[code] = table(D.i18n[code]); });
  function isLang(x) { return typeof x === 'string' && /^[a-z]{2}$/.test(x) && own(I18N, x); }
  var SERVE = D.serve === true;
  // The commit and tree the page was served or built from (read from git), or null outside a repository: a run records the code it tested.
  var CODE = D.code || null;
  var KEY = 'proofgate-uat:' + spec.id;
  var LANG_KEY = 'proofgate-uat-lang';
  // localStorage is shared by every page of the origin, and every file:// page of a browser is one origin: a
  // local HTML file can write a "finished run" there. So the run this tab plays is kept in this tab's own
  // sessionStorage too (no other tab reads it), bound to this spec revision; a draft found only in
  // localStorage is offered, never taken up, until the tester says it is theirs.
  var TAB_KEY = 'proofgate-uat-tab:' + spec.id + ':' + SHA;
  var EXPECTS = [];
  spec.steps.forEach(function (s, i) {
    s.expect.forEach(function (e) { EXPECTS.push({ id: e.id, text: e.text, step: i }); });
  });

  var run = null;
  var lang = 'en';
  var stepIndex = 0;
  var ready = false;
  var pageStale = false;
  var localRevision = -1; // the revision read back from localStorage after the last write
  var localTime = null;
  var localFailed = false;
  var projectRevision = -1; // the revision the local server confirmed it wrote
  var projectTime = null;
  var projectFailed = false;
  var projectFile = '';
  var outside = null; // the project's file of this run, when someone else changed it: the server then saves nothing
  var notices = {};
  var nameMissing = false; // Start was pressed without a name
  var foreign = null; // a draft this browser holds that this tab did not start: offered, never taken up unasked
  var unansweredShown = []; // the checks "Next step" or "Finish" found without an answer

  var $ = function (id) { return document.getElementById(id); };
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  // A text from the spec or a tester is laid out on its own: its direction from its own first letter
  // (dir=auto isolates it), so right-to-left letters neither reorder the page's words beside it nor
  // move into them; it wraps anywhere and what it paints past its box is clipped (.said), so no
  // line, however long or however many marks it stacks, covers the controls.
  function said(tag, cls, text) {
    var e = el(tag, cls ? cls + ' said' : 'said', text);
    e.dir = 'auto';
    return e;
  }
  // A translated line with values put in: each value in its own isolate (<bdi>), never mixed into the words.
  function phrase(key) {
    var s = isLang(lang) ? I18N[lang][key] : undefined;
    if (typeof s !== 'string') s = I18N.en[key];
    return typeof s === 'string' ? s : key;
  }
  function line(tag, cls, key, vars) {
    var e = el(tag, cls);
    phrase(key).split(/(\{\w+\})/).forEach(function (part) {
      var k = /^\{(\w+)\}$/.exec(part);
      if (k && own(vars, k[1])) e.appendChild(el('bdi', '', vars[k[1]]));
      else if (part) e.appendChild(document.createTextNode(part));
    });
    return e;
  }
  function t(key, vars) {
    return phrase(key).replace(/\{(\w+)\}/g, function (m, k) { return own(vars, k) ? String(vars[k]) : m; });
  }
  function now() { return new Date().toISOString(); }
  function clock(iso) { var d = new Date(iso); return ('0' + d.getHours()).slice(-2) + ':' + ('0' + d.getMinutes()).slice(-2) + ':' + ('0' + d.getSeconds()).slice(-2); }
  function runText(r) { return JSON.stringify(r, null, 2) + '\n'; }
  function answer(id) { return run.answers.filter(function (a) { return a.expect === id; })[0]; }
  function counts() {
    var c = { pass: 0, fail: 0, blocked: 0, skip: 0, todo: 0 };
    run.answers.forEach(function (a) { var k = a.status === null ? 'todo' : a.status; if (own(c, k)) c[k]++; });
    return c;
  }

  // A copy read from storage or the server is used only if it has the run's shape.
  function looksLikeRun(r) {
    return r && typeof r === 'object' && (r.schema === 'bmad-plus/uat-run/1' || r.schema === 'bmad-plus/uat-run/2') && r.specId === spec.id && typeof r.specSha256 === 'string' &&
      typeof r.revision === 'number' && Array.isArray(r.answers) && typeof r.runId === 'string';
  }
  function codeOf(r) {
    return r.code && typeof r.code === 'object' ? r.code.commit + ':' + r.code.tree : '';
  }
  function fitsSpec(r) {
    return r.specSha256 === SHA && codeOf(r) === codeOf({ code: CODE }) && r.answers.length === EXPECTS.length && r.answers.every(function (a, i) { return a && a.expect === EXPECTS[i].id; });
  }
  // Why `uat import` (the run schema and src/uat/runs.ts) would refuse a run that fits this spec, or '': the page
  // keeps, sends and exports none it would refuse, and says so, rather than "Saved" over a run that is lost.
  var RUN_FIELDS = ['schema', 'code', 'specId', 'specVersion', 'specSha256', 'runId', 'tester', 'lang', 'startedAt', 'updatedAt', 'finishedAt', 'revision', 'answers'];
  var ANSWER_FIELDS = ['expect', 'status', 'note', 'at'];
  var OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
  var STATUSES = ['pass', 'fail', 'blocked', 'skip', null];
  var SKEW_MS = 10 * 60000; // CLOCK_SKEW_MS
  var TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;
  function isTime(x) {
    var m = typeof x === 'string' && x.length <= 40 ? TIME.exec(x) : null;
    if (!m || isNaN(Date.parse(x))) return false;
    var day = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
    return day.getUTCMonth() === +m[2] - 1 && day.getUTCDate() === +m[3] && +m[4] < 24 && +m[5] < 60 && +m[6] < 60 && (!m[9] || (+m[9] < 24 && +m[10] < 60));
  }
  function extra(o, fields) { return Object.keys(o).filter(function (k) { return fields.indexOf(k) < 0; })[0]; }
  function shown(v) { return String(JSON.stringify(v)).slice(0, 80); }
  function runProblem(r) {
    var x = extra(r, RUN_FIELDS);
    if (x !== undefined) return '/' + shown(x) + ': is no field of a run';
    var c = r.code;
    if ((r.schema === 'bmad-plus/uat-run/2') !== own(r, 'code')) return '/code: format 2 and only format 2 records the code';
    if (own(r, 'code') && !(own(c, 'commit') && extra(c, ['commit', 'tree', 'outside']) === undefined && OBJECT_ID.test(c.commit) && OBJECT_ID.test(c.tree) && (!own(c, 'outside') || OBJECT_ID.test(c.outside)))) return '/code: is not a commit and tree as git names them';
    if (r.specVersion !== spec.version) return '/specVersion: is ' + shown(r.specVersion) + ', not ' + shown(spec.version);
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/.test(r.runId) || r.runId.indexOf('..') >= 0) return '/runId: ' + shown(r.runId) + ' is not a run id';
    if (typeof r.tester !== 'string' || r.tester.length > 200) return '/tester: is not a name of at most 200 characters';
    if (!isLang(r.lang)) return '/lang: ' + shown(r.lang) + ' is not a language of this page';
    if (!(Math.floor(r.revision) === r.revision && r.revision >= 0 && r.revision <= 1e9)) return '/revision: ' + shown(r.revision) + ' is not a whole number up to 1000000000';
    var times = [['/startedAt', r.startedAt], ['/updatedAt', r.updatedAt]];
    if (r.finishedAt !== null) times.push(['/finishedAt', r.finishedAt]);
    for (var i = 0; i < r.answers.length; i++) {
      var a = r.answers[i];
      if (Array.isArray(a) || typeof a !== 'object') return '/answers/' + i + ': is not an answer';
      if ((x = extra(a, ANSWER_FIELDS)) !== undefined) return '/answers/' + i + '/' + shown(x) + ': is no field of an answer';
      if (STATUSES.indexOf(a.status) < 0) return '/answers/' + i + '/status: ' + shown(a.status) + ' is not pass, fail, blocked, skip or none';
      if (typeof a.note !== 'string' || a.note.length > 4000) return '/answers/' + i + '/note: is not a note of at most 4000 characters';
      if (own(a, 'at')) times.push(['/answers/' + i + '/at', a.at]);
    }
    for (var j = 0; j < times.length; j++) if (!isTime(times[j][1])) return times[j][0] + ': ' + shown(times[j][1]) + ' is not a time with its offset';
    var start = Date.parse(r.startedAt);
    var saved = Date.parse(r.updatedAt);
    var end = r.finishedAt === null ? null : Date.parse(r.finishedAt);
    if (saved < start) return '/updatedAt: is before startedAt';
    if (end !== null && (end < start || end + SKEW_MS < saved)) return '/finishedAt: is before startedAt or well before the last save';
    var last = end === null ? saved : Math.min(saved, end);
    for (var k = 0; k < r.answers.length; k++) {
      var at = r.answers[k].at;
      if (at !== undefined && (Date.parse(at) < start || Date.parse(at) > last)) return '/answers/' + k + '/at: is outside the run';
    }
    return '';
  }

  function notice(key, on, vars) {
    if (on) notices[key] = vars || {}; else delete notices[key];
    renderNotices();
  }
  function renderNotices() {
    var box = $('notices');
    box.textContent = '';
    Object.keys(notices).forEach(function (k) {
      var p = line('p', 'notice notice-' + k, k, notices[k]);
      p.setAttribute('role', 'alert');
      p.dataset.notice = k;
      box.appendChild(p);
    });
  }

  // ---- saving ----
  function renderStatus() {
    var s = $('status');
    var state;
    var text;
    var why = run ? runProblem(run) : '';
    if (!run) { state = 'none'; text = t('st_none'); }
    else if (why) { state = 'invalid'; text = t('st_invalid', { why: why }); }
    else if (localFailed && projectRevision !== run.revision) { state = 'failed'; text = t('st_failed'); }
    else if (SERVE && outside !== null) { state = 'outside'; text = t('st_outside', { time: clock(localTime) }); }
    else if (SERVE && projectRevision === run.revision) { state = 'project'; text = t('st_project', { time: clock(projectTime), file: projectFile }); }
    else if (SERVE && projectFailed) { state = 'local-only'; text = t('st_local_only', { time: clock(localTime) }); }
    else if (SERVE) { state = 'saving'; text = t('st_saving'); }
    else if (localRevision === run.revision) { state = 'local'; text = t('st_local', { time: clock(localTime) }); }
    else { state = 'failed'; text = t('st_failed'); }
    s.dataset.state = state;
    s.dataset.revision = run ? String(run.revision) : '';
    s.textContent = text;
    $('statusbar').className = 'statusbar st-' + state;
    $('export').disabled = !run || !!why;
  }
  function saveTab(text) {
    try { sessionStorage.setItem(TAB_KEY, text); } catch (e) { /* a reload then asks before resuming */ }
  }
  function tabRun() {
    var r = null;
    try { r = JSON.parse(sessionStorage.getItem(TAB_KEY) || 'null'); } catch (e) { r = null; }
    return looksLikeRun(r) && fitsSpec(r) ? r : null;
  }
  // Another run's draft is never written over: it is kept under its own key first.
  function setAside(r) {
    if (!r) return;
    try {
      var raw = localStorage.getItem(KEY);
      if (raw !== null) { localStorage.setItem(KEY + ':set-aside:' + r.runId, raw); localStorage.removeItem(KEY); }
    } catch (e) { /* keep it where it is */ }
  }
  function saveLocal(text) {
    saveTab(text);
    try {
      localStorage.setItem(KEY, text);
      // Say "saved" only for what reads back identical.
      if (localStorage.getItem(KEY) !== text) throw new Error('read-back differs');
      localRevision = run.revision;
      localTime = run.updatedAt;
      localFailed = false;
    } catch (e) {
      localFailed = true;
    }
  }
  // ---- the local server's key ----
  // `uat serve` prints its address with `#token=<key>`. A fragment is never sent to the server (no request line,
  // no log, no Referer): the page takes the key, removes it from the address bar and keeps it for this tab only,
  // so a reload still saves. Every request presents it; a server started again has a new one: open its address.
  var TOKEN_KEY = 'proofgate-uat-token';
  var token = '';
  function takeToken() {
    var m = /^#token=([A-Za-z0-9_-]+)$/.exec(location.hash);
    if (m) {
      token = m[1];
      try { sessionStorage.setItem(TOKEN_KEY, token); } catch (e) { /* held for this page only */ }
      history.replaceState(history.state, '', location.pathname + location.search);
    } else if (!token) {
      try { token = sessionStorage.getItem(TOKEN_KEY) || ''; } catch (e) { token = ''; }
    }
  }
  if (SERVE) {
    takeToken();
    window.addEventListener('hashchange', takeToken);
  }
  function api(path, init) {
    init.cache = 'no-store';
    init.headers = init.headers || {};
    init.headers['x-proofgate-token'] = token;
    return fetch(path, init);
  }
  // The server refused the key (none, or one of a server since restarted): nothing is saved in the project.
  function keyRefused(j) {
    var refused = !!j && j.reason === 'token';
    notice('no_key', refused);
    return refused;
  }
  var posting = false;
  var postAgain = false;
  function saveProject() {
    if (posting) { postAgain = true; return; }
    posting = true;
    var sent = run.revision;
    var body = runText(run);
    api('api/run', { method: 'POST', headers: { 'content-type': 'application/json' }, body: body })
      .then(function (res) { return res.json().then(function (j) { return { ok: res.ok, j: j }; }); })
      .then(function (r) {
        keyRefused(r.j);
        if (r.ok && r.j && r.j.saved === true && r.j.revision === sent) {
          projectRevision = sent; projectTime = now(); projectFile = String(r.j.file || ''); projectFailed = false;
          changedOutside(null);
        } else {
          projectFailed = true;
          if (r.j && (r.j.reason === 'revision' || r.j.reason === 'code')) { pageStale = true; notice('stale_page', true); }
          if (r.j && r.j.reason === 'changed-outside') changedOutside(String(r.j.file || ''));
        }
      })
      .catch(function () { projectFailed = true; })
      .then(function () {
        posting = false;
        renderStatus();
        if (postAgain) { postAgain = false; saveProject(); }
      });
  }
  function save() {
    // A run `uat import` would refuse is neither kept nor sent: the status says why.
    if (runProblem(run)) { renderStatus(); return; }
    var text = runText(run);
    saveLocal(text);
    if (SERVE) { projectFailed = false; saveProject(); }
    renderStatus();
    if (channel) channel.postMessage({ type: 'saved', tab: TAB, revision: run.revision });
  }
  function change() {
    run.revision++;
    run.updatedAt = now();
    save();
  }

  // ---- other tabs ----
  var TAB = Math.random().toString(36).slice(2);
  var channel = null;
  try { channel = new BroadcastChannel(KEY); } catch (e) { channel = null; }
  if (channel) {
    channel.onmessage = function (ev) {
      var m = ev.data || {};
      if (m.tab === TAB) return;
      if (m.type === 'hello') channel.postMessage({ type: 'here', tab: TAB });
      if (m.type === 'hello' || m.type === 'here' || m.type === 'saved') notice('other_tab', true);
    };
  }
  window.addEventListener('storage', function (ev) {
    if (ev.key !== KEY || !ev.newValue) return;
    notice('other_tab', true);
    var r;
    try { r = JSON.parse(ev.newValue); } catch (e) { return; }
    if (!looksLikeRun(r) || !fitsSpec(r)) return;
    // The newer copy wins, for this tab's own run only (same run, tester and start), and never makes it finished:
    // any other run is only offered, as at load.
    if (run && sameRun(r, run) && r.revision > run.revision && !(r.finishedAt && !run.finishedAt) && !runProblem(r)) {
      run = r; localRevision = r.revision; localTime = r.updatedAt;
      saveTab(ev.newValue);
      render();
    } else if (!run) {
      foreign = r;
      render();
    }
  });
  function sameRun(a, b) { return a.runId === b.runId && a.tester === b.tester && a.startedAt === b.startedAt; }

  // ---- restore, then enable ----
  function readDraft() {
    var raw = null;
    try { raw = localStorage.getItem(KEY); } catch (e) { return null; }
    if (raw === null) return null;
    var r = null;
    try { r = JSON.parse(raw); } catch (e) { r = null; }
    if (!looksLikeRun(r)) {
      // Never overwrite what cannot be read: set it aside under its own key first.
      var aside = KEY + ':unreadable:' + Date.now();
      try { localStorage.setItem(aside, raw); localStorage.removeItem(KEY); } catch (e) { /* keep it where it is */ }
      notice('unreadable', true, { key: aside });
      return null;
    }
    if (!fitsSpec(r)) {
      var kept = KEY + ':revision:' + String(r.specSha256).slice(0, 12) + ':' + r.runId;
      try { localStorage.setItem(kept, raw); localStorage.removeItem(KEY); } catch (e) { /* keep it where it is */ }
      notice('other_rev', true);
      return null;
    }
    return r;
  }
  // The server answers with its own copy of our run (what this page sent it), never the file as it now is.
  function serverState(runId) {
    var q = runId ? '?run=' + encodeURIComponent(runId) : '';
    return api('api/state' + q, {}).then(function (res) { return res.json(); });
  }
  // The project's file of our run was changed by someone else: the server saves nothing more, so say so.
  function changedOutside(file) {
    outside = file;
    notice('changed_outside', file !== null, { file: file });
  }
  function restore() {
    var stored = readDraft();
    // This tab's own run (a reload); a stored draft of another run is set aside, a newer copy of ours waits for its next save.
    var local = tabRun();
    if (local && stored && !sameRun(local, stored)) setAside(stored);
    if (!local && stored) foreign = stored;
    var done = function (server) {
      var best = local;
      // The server's copy of our own run, when it is ahead (this browser could not keep the last save).
      // A run this browser holds no draft of is never taken up, finished or not: its answers and name
      // would be signed by whoever plays on.
      var ours = local && server && server.runId === local.runId && server.revision > local.revision;
      if (server && looksLikeRun(server) && fitsSpec(server) && ours) best = server;
      if (best) {
        run = best;
        var relabelled = takeLang(run);
        localRevision = local && local.revision === best.revision ? best.revision : -1;
        localTime = best.updatedAt;
        if (server && server.revision === best.revision && outside === null) { projectRevision = best.revision; projectTime = best.updatedAt; }
        // What localStorage holds is written again from this tab's copy unless it is that copy already.
        if (relabelled || local !== best || !stored || runText(stored) !== runText(best)) saveLocal(runText(run));
        else saveTab(runText(run));
        // Back on the first step that still has an unanswered check.
        var open = run.answers.filter(function (a) { return a.status === null; })[0];
        stepIndex = open ? EXPECTS.filter(function (e) { return e.id === open.expect; })[0].step : spec.steps.length - 1;
      }
      ready = true;
      render();
      document.body.dataset.ready = '1';
      if (channel) channel.postMessage({ type: 'hello', tab: TAB });
      // A draft another page wrote as this one opened can miss both this page's first read and,
      // before the listener was there, its storage event: look once more, to offer it as at load.
      if (!run && !foreign) setTimeout(function () {
        if (run || foreign || tabRun()) return;
        var late = readDraft();
        if (late) { foreign = late; render(); }
      }, 1000);
    };
    if (!SERVE) return done(null);
    serverState(local && local.runId)
      .then(function (s) {
        if (keyRefused(s)) { projectFailed = true; return done(null); }
        if (s.specSha256 !== SHA) { pageStale = true; notice('stale_page', true); }
        if (s.outside) changedOutside(String(s.outside.file || ''));
        done(s.run);
      })
      .catch(function () { projectFailed = true; done(null); });
  }

  // ---- actions ----
  // A name is letters or digits: spaces, dots, a zero-width character or a letter that shows
  // nothing (the Hangul fillers) alone sign nothing (src/text/words.ts removes the same).
  // A bidi control makes a name show in another order than its letters: no name either.
  function hasName(name) {
    if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(name)) return false;
    return /[\p{L}\p{N}]/u.test(name.replace(/[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu, ''));
  }
  // The tester says the draft found in this browser is theirs: it is taken up open again, at its first step,
  // so every answer is seen before Finish signs it.
  // A run in one of the page's languages is shown in it; one in none (planted, or saved before languages were
  // checked) takes the page's language, which its next save records.
  function takeLang(r) {
    if (isLang(r.lang)) { lang = r.lang; return false; }
    r.lang = lang;
    return true;
  }
  function resume() {
    if (!ready || run || !foreign) return;
    run = foreign;
    foreign = null;
    run.finishedAt = null;
    takeLang(run);
    stepIndex = 0;
    change();
    render();
  }
  function start(name) {
    if (!ready || run) return;
    if (!hasName(name)) { nameMissing = true; render(); var f = $('tester-name'); if (f) f.focus(); return; }
    nameMissing = false;
    var begin = function () {
      if (pageStale) return;
      var kept = readDraft();
      if (kept) setAside(kept);
      foreign = null;
      var t0 = now();
      run = {
        schema: CODE ? 'bmad-plus/uat-run/2' : 'bmad-plus/uat-run/1', specId: spec.id, specVersion: spec.version, specSha256: SHA,
      };
      if (CODE) run.code = CODE.outside ? { commit: CODE.commit, tree: CODE.tree, outside: CODE.outside } : { commit: CODE.commit, tree: CODE.tree };
      var more = {
        runId: 'run-' + t0.replace(/[-:]/g, '').replace(/\..*$/, '') + '-' + Math.random().toString(36).slice(2, 6),
        tester: name.trim().slice(0, 200), lang: lang, startedAt: t0, updatedAt: t0, finishedAt: null, revision: 0,
        answers: EXPECTS.map(function (e) { return { expect: e.id, status: null, note: '' }; }),
      };
      Object.keys(more).forEach(function (k) { run[k] = more[k]; });
      stepIndex = 0;
      change();
      render();
    };
    if (!SERVE) return begin();
    // Ask the project which revision is current: a page built from an older spec must not start a run.
    serverState()
      .then(function (s) {
        // Without the key the page cannot ask; it plays on in this browser only, as with a server that does not answer.
        if (!keyRefused(s) && s.specSha256 !== SHA) { pageStale = true; notice('stale_page', true); render(); } else begin();
      })
      .catch(function () { begin(); });
  }
  function setStatus(id, status) {
    if (!run || run.finishedAt) return;
    var a = answer(id);
    a.status = a.status === status ? null : status;
    a.at = now();
    change();
    render();
  }
  function setNote(id, text) {
    if (!run || run.finishedAt) return;
    var a = answer(id);
    a.note = text.slice(0, 4000);
    change();
  }
  // Leaving a step forward needs an answer to each of its checks (Skip is one): else the page says which and stays.
  function unanswered(i) {
    return spec.steps[i].expect.filter(function (e) { return answer(e.id).status === null; }).map(function (e) { return e.id; });
  }
  function leave(to) {
    var open = unanswered(stepIndex);
    if (!open.length && to === 'finish') {
      // A restored run may hold a gap on another step: go there and say so.
      for (var i = 0; i < spec.steps.length && !open.length; i++) if (unanswered(i).length) { stepIndex = i; open = unanswered(i); }
    }
    unansweredShown = open;
    if (open.length) {
      render();
      var w = $('step-warn');
      if (w) w.focus();
      return;
    }
    if (to === 'finish') finish(true); else go(stepIndex + 1);
  }
  function go(i) {
    stepIndex = Math.max(0, Math.min(spec.steps.length - 1, i));
    unansweredShown = [];
    render();
    var h = $('step-heading');
    if (h) h.focus();
  }
  function finish(on) {
    if (!run) return;
    run.finishedAt = on ? now() : null;
    change();
    render();
  }
  function exportRun() {
    if (!run || runProblem(run)) { renderStatus(); return; }
    var blob = new Blob([runText(run)], { type: 'application/json' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'uat-' + spec.id + '-' + run.runId + '.json';
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  // ---- rendering ----
  function renderHeader() {
    document.documentElement.lang = lang;
    document.title = t('recipe') + ': ' + spec.title;
    $('kicker').textContent = t('recipe');
    $('title').textContent = spec.title;
    var meta = $('meta');
    meta.textContent = '';
    meta.appendChild(line('span', 'said', 'version', { v: spec.version }));
    if (spec.environment.name || spec.environment.url) {
      meta.appendChild(line('span', 'said', 'env', { name: spec.environment.name || spec.environment.url }));
      if (/^https?:\/\//.test(spec.environment.url)) {
        var link = el('a', '', t('open_env'));
        link.href = spec.environment.url;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        meta.appendChild(link);
      }
    }
    $('lang-label').textContent = t('lang_label');
    $('lang').value = lang;
    $('export').textContent = t('export');
    $('fingerprint').textContent = t('fingerprint', { sha: SHA.slice(0, 12) });
  }
  function renderIntro(main) {
    var box = el('section', 'card intro');
    box.appendChild(el('h2', '', t('intro_h')));
    box.appendChild(el('p', '', t('intro_p', { n: spec.steps.length, m: spec.minutes || '?' })));
    if (spec.testerNote) box.appendChild(said('p', 'tester-note', spec.testerNote));
    box.appendChild(el('p', 'storage', t(SERVE ? 'storage_serve' : 'storage_file')));
    var writing = spec.steps.filter(function (s) { return s.writes; }).length;
    if (writing) box.appendChild(el('p', 'writes-warn', t('writes_warn', { n: writing })));
    if (foreign) {
      var found = el('div', 'foreign');
      found.id = 'foreign';
      var a = foreign.answers.filter(function (x) { return x.status !== null; }).length;
      found.appendChild(line('p', 'writes-warn said', 'foreign_draft', { name: String(foreign.tester).slice(0, 200), a: a, t: foreign.answers.length }));
      var r = el('button', 'big', t('resume'));
      r.id = 'resume';
      r.type = 'button';
      r.disabled = !ready || pageStale;
      r.onclick = resume;
      found.appendChild(r);
      box.appendChild(found);
    }
    var label = el('label', 'name-label', t('name_label'));
    var input = el('input', 'name');
    input.id = 'tester-name';
    input.autocomplete = 'name';
    input.maxLength = 200;
    label.htmlFor = 'tester-name';
    box.appendChild(label);
    box.appendChild(input);
    if (nameMissing) {
      var need = el('p', 'name-needed', t('name_needed'));
      need.id = 'name-needed';
      need.setAttribute('role', 'alert');
      input.setAttribute('aria-describedby', need.id);
      input.setAttribute('aria-invalid', 'true');
      box.appendChild(need);
    }
    var b = el('button', 'big primary', t('start'));
    b.id = 'start';
    b.disabled = !ready || pageStale;
    b.onclick = function () { start(input.value); };
    box.appendChild(b);
    main.appendChild(box);
  }
  function renderProgress(main) {
    var c = counts();
    var total = EXPECTS.length;
    var wrap = el('div', 'progress');
    var bar = el('progress');
    bar.id = 'progress';
    bar.max = total;
    bar.value = total - c.todo;
    bar.setAttribute('aria-label', t('progress', { a: total - c.todo, t: total }));
    wrap.appendChild(bar);
    var txt = el('p', 'progress-text', t('progress', { a: total - c.todo, t: total }));
    txt.id = 'progress-text';
    wrap.appendChild(txt);
    main.appendChild(wrap);
  }
  var CHOICES = [['pass', '\u2713'], ['fail', '\u2717'], ['blocked', '\u2298'], ['skip', '\u21b7']];
  function renderStep(main) {
    renderProgress(main);
    var s = spec.steps[stepIndex];
    var box = el('section', 'card step');
    box.dataset.step = s.id;
    var h = el('h2', '', t('step_of', { i: stepIndex + 1, n: spec.steps.length }));
    h.id = 'step-heading';
    h.tabIndex = -1;
    box.appendChild(h);
    if (s.writes) box.appendChild(el('p', 'badge-writes', t('writes_badge')));
    box.appendChild(el('h3', '', t('where')));
    box.appendChild(said('p', 'where', s.where));
    box.appendChild(el('h3', '', t('do')));
    var ol = el('ol', 'do');
    s.do.forEach(function (d) { ol.appendChild(el('li')).appendChild(said('span', 'do-text', d)); });
    box.appendChild(ol);
    if (s.labels.length) {
      var lab = el('p', 'labels');
      lab.appendChild(el('span', 'labels-h', t('labels') + ' '));
      s.labels.forEach(function (l) { lab.appendChild(said('span', 'label-chip', l)); });
      box.appendChild(lab);
    }
    box.appendChild(el('h3', '', t('check')));
    s.expect.forEach(function (e, j) {
      var a = answer(e.id);
      var item = el('div', 'expect');
      item.dataset.expect = e.id;
      item.dataset.status = a.status || 'todo';
      var q = el('p', 'expect-text said', (j + 1) + '. ');
      q.appendChild(said('bdi', '', e.text));
      q.id = 'q-' + e.id;
      item.appendChild(q);
      var group = el('div', 'choices');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-labelledby', q.id);
      CHOICES.forEach(function (c) {
        var b = el('button', 'choice choice-' + c[0]);
        b.type = 'button';
        b.dataset.choice = c[0];
        b.setAttribute('aria-pressed', a.status === c[0] ? 'true' : 'false');
        b.disabled = !!run.finishedAt;
        b.appendChild(el('span', 'choice-icon', c[1]));
        b.appendChild(el('span', 'choice-name', t(c[0])));
        b.appendChild(el('span', 'choice-hint', t(c[0] + '_hint')));
        b.onclick = function () { setStatus(e.id, c[0]); };
        group.appendChild(b);
      });
      item.appendChild(group);
      var nl = el('label', 'note-label', t(a.status === 'fail' || a.status === 'blocked' ? 'note_needed' : 'note_label'));
      var note = said('textarea', 'note');
      note.id = 'note-' + e.id;
      nl.htmlFor = note.id;
      note.rows = 2;
      note.maxLength = 4000;
      note.value = a.note;
      note.disabled = !!run.finishedAt;
      note.oninput = function () { setNote(e.id, note.value); };
      item.appendChild(nl);
      item.appendChild(note);
      box.appendChild(item);
    });
    var open = unansweredShown.filter(function (id) { return answer(id).status === null && s.expect.some(function (e) { return e.id === id; }); });
    if (open.length) {
      var numbers = open.map(function (id) { return s.expect.map(function (e) { return e.id; }).indexOf(id) + 1; });
      var warn = el('p', 'step-warn', t('answer_all', { list: numbers.join(', ') }));
      warn.id = 'step-warn';
      warn.tabIndex = -1;
      warn.setAttribute('role', 'alert');
      warn.dataset.unanswered = open.join(' ');
      box.appendChild(warn);
    }
    var nav = el('div', 'nav');
    var prev = el('button', 'big', t('prev'));
    prev.id = 'prev';
    prev.disabled = stepIndex === 0;
    prev.onclick = function () { go(stepIndex - 1); };
    nav.appendChild(prev);
    var last = stepIndex === spec.steps.length - 1;
    var next = el('button', 'big primary', t(last ? 'finish' : 'next'));
    next.id = last ? 'finish' : 'next';
    next.onclick = function () { leave(last ? 'finish' : 'next'); };
    nav.appendChild(next);
    box.appendChild(nav);
    main.appendChild(box);
  }
  function renderDone(main) {
    var c = counts();
    var box = el('section', 'card done');
    box.appendChild(el('h2', '', t('done_h')));
    box.appendChild(el('p', 'done-counts', t('done_p', c)));
    if (c.todo) box.appendChild(el('p', 'writes-warn', t('missing', { n: c.todo })));
    box.appendChild(el('p', 'not-accepted', t('not_accepted')));
    box.appendChild(el('p', 'storage', t(SERVE && outside === null ? 'done_serve' : 'done_file')));
    var ex = el('button', 'big primary', t('export'));
    ex.disabled = !!runProblem(run);
    ex.onclick = exportRun;
    box.appendChild(ex);
    var back = el('button', 'big', t('reopen'));
    back.id = 'reopen';
    back.onclick = function () { finish(false); };
    box.appendChild(back);
    main.appendChild(box);
  }
  function render() {
    renderHeader();
    renderNotices();
    renderStatus();
    var main = $('main');
    main.textContent = '';
    // Nothing of the steps exists in the page before the run starts.
    if (!run) renderIntro(main);
    else if (run.finishedAt) renderDone(main);
    else renderStep(main);
  }

  // ---- wiring ----
  var sel = $('lang');
  Object.keys(I18N).forEach(function (code) {
    var o = el('option', '', I18N[code].native);
    o.value = code;
    sel.appendChild(o);
  });
  try { var saved = localStorage.getItem(LANG_KEY); if (isLang(saved)) lang = saved; } catch (e) { /* English */ }
  sel.onchange = function () {
    if (!isLang(sel.value)) return;
    lang = sel.value;
    try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* only this visit */ }
    // A finished run is signed as it was saved: a later save would date it after its finish (the gate refuses that).
    if (run && !run.finishedAt && run.lang !== lang) { run.lang = lang; change(); }
    render();
  };
  $('export').onclick = exportRun;
  window.addEventListener('beforeunload', function (ev) {
    if (!run) return;
    var safe = localRevision === run.revision || (SERVE && projectRevision === run.revision);
    if (!safe) { ev.preventDefault(); ev.returnValue = ''; }
  });
  render();
  restore();
})();
