// TodoBot web chat: vanilla JS over the /v1 API. The token comes from the #token= link (then leaves the
// URL) or is pasted; it lives in sessionStorage, so it is gone when the tab closes.
"use strict";

const TOKEN_KEY = "todobot.token";
const CONVERSATION_KEY = "todobot.conversation";
const OFFLINE = "Can't reach TodoBot. Is the server still running?";
// The task list shows the first page of this many (the API pages; the chat's "more" reads the rest).
const TASKS_SHOWN = 200;
const TASKS_PATH = `/v1/tasks?status=all&limit=${TASKS_SHOWN}`;

const $ = (id) => document.getElementById(id);
const ui = {
  signIn: $("sign-in"), signInForm: $("sign-in-form"), tokenInput: $("token-input"), signInError: $("sign-in-error"),
  workspace: $("workspace"), scroller: $("scroller"), greeting: $("greeting"), log: $("log"),
  chatForm: $("chat-form"), message: $("message"), send: $("send"),
  chatError: $("chat-error"), confirm: $("confirm"), yes: $("confirm-yes"), no: $("confirm-no"),
  taskList: $("task-list"), tasksEmpty: $("tasks-empty"), tasksMore: $("tasks-more"), newConversation: $("new-conversation"), signOut: $("sign-out"),
};

class ApiError extends Error {
  constructor(status, code, message) { super(message); this.status = status; this.code = code; }
}

function takeTokenFromLink() {
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  if (token) {
    sessionStorage.setItem(TOKEN_KEY, token);
    history.replaceState(null, "", location.pathname + location.search);  // the token leaves the address bar
  }
}

async function api(path, options = {}) {
  const headers = { Authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) || ""}` };
  if (options.body) headers["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(path, { ...options, headers });
  } catch {
    throw new ApiError(0, "offline", OFFLINE);
  }
  let body = null;
  try { body = await response.json(); } catch { /* not JSON: handled below */ }
  if (!response.ok) {
    const error = body && body.error ? body.error : { code: "http_error", message: `Unexpected answer (${response.status}).` };
    if (response.status === 401) signOut(error.message);
    throw new ApiError(response.status, error.code, error.message);
  }
  return body;
}

function addMessage(role, text, state) {
  const item = document.createElement("li");
  item.className = role + (state === "error" ? " error" : "");
  item.textContent = text;
  ui.log.append(item);
  showGreeting();
  ui.scroller.scrollTop = ui.scroller.scrollHeight;
  return item;
}

// An empty conversation shows a greeting with things to try instead of a blank card.
function showGreeting() {
  ui.greeting.hidden = ui.log.children.length > 0;
}

function showConfirm(visible) {
  ui.confirm.hidden = !visible;
  if (visible) ui.yes.focus();
}

// A reminder's next time in the reader's own locale ("Mon 30 Nov, 09:00").
function when(iso) {
  return new Date(iso).toLocaleString(undefined, { weekday: "short", day: "numeric", month: "short",
                                                    hour: "2-digit", minute: "2-digit" });
}

// Due date (overdue ones highlighted), repeat, priority and reminders under a task's title; null when it has none.
function taskDetails(task) {
  const parts = [];
  const part = (className, text, label) => {
    const span = document.createElement("span");
    span.className = className;
    span.textContent = text;
    if (label) span.title = label;
    parts.push(span);
  };
  if (task.due_text) {
    part(task.overdue ? "due overdue" : "due", task.overdue ? `overdue · due ${task.due_text}` : `due ${task.due_text}`);
  }
  if (task.repeat_text) part("repeat", `↻ ${task.repeat_text}`, "repeats");
  if (task.priority && task.priority !== "none") part(`priority priority-${task.priority}`, `${task.priority} priority`);
  for (const reminder of task.reminders || []) {
    const next = reminder.next_at || reminder.remind_at;
    part("reminder", `⏰ ${when(next)}${reminder.repeat_text ? ` (${reminder.repeat_text})` : ""}`, "reminder");
  }
  if (!parts.length) return null;
  const details = document.createElement("span");
  details.className = "details";
  details.append(...parts);
  return details;
}

function renderTasks({ tasks, total }) {
  ui.taskList.replaceChildren(...tasks.map((task) => {
    const item = document.createElement("li");
    item.className = task.status;
    const number = document.createElement("span");
    number.className = "number";
    number.textContent = `#${task.number}`;
    const body = document.createElement("div");
    body.className = "body";
    const title = document.createElement("span");
    title.className = "title";
    title.textContent = task.title;
    body.append(title);
    if (task.description) {
      const description = document.createElement("span");
      description.className = "description";
      description.textContent = task.description;
      body.append(description);
    }
    const details = taskDetails(task);
    if (details) body.append(details);
    item.append(number, body);
    if (task.status === "completed") {
      const done = document.createElement("span");
      done.className = "visually-hidden";
      done.textContent = " (done)";
      body.append(done);
    }
    return item;
  }));
  ui.tasksEmpty.hidden = tasks.length > 0;
  ui.tasksMore.hidden = total <= tasks.length;
  ui.tasksMore.textContent = `Showing ${tasks.length} of ${total.toLocaleString()} — ask “show my tasks” for the rest.`;
}

async function refreshTasks() {
  try {
    renderTasks(await api(TASKS_PATH));
  } catch (error) {
    ui.chatError.textContent = error.message;
  }
}

function setBusy(busy) {
  ui.send.disabled = busy;
  ui.yes.disabled = busy;
  ui.no.disabled = busy;
}

async function say(text) {
  ui.chatError.textContent = "";
  showConfirm(false);
  addMessage("user", text);
  const waiting = addMessage("assistant pending", "…");
  waiting.setAttribute("aria-hidden", "true");
  setBusy(true);
  try {
    const body = { message: text };
    const conversation = sessionStorage.getItem(CONVERSATION_KEY);
    if (conversation) body.conversation_id = conversation;
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (tz) body.timezone = tz;
    const reply = await api("/v1/chat", { method: "POST", body: JSON.stringify(body) });
    sessionStorage.setItem(CONVERSATION_KEY, reply.conversation_id);
    waiting.remove();
    addMessage("assistant", reply.message, reply.state);
    showConfirm(reply.state === "needs_confirmation");
  } catch (error) {
    waiting.remove();
    ui.chatError.textContent = error.message;
  } finally {
    setBusy(false);
    if (sessionStorage.getItem(TOKEN_KEY)) await refreshTasks();
  }
}

async function restoreConversation() {
  const conversation = sessionStorage.getItem(CONVERSATION_KEY);
  if (!conversation) return;
  try {
    const view = await api(`/v1/conversations/${encodeURIComponent(conversation)}`);
    for (const m of view.messages) addMessage(m.role, m.content);
    showConfirm(view.status === "awaiting_confirmation");
  } catch (error) {
    if (error.status === 404 || error.status === 403) sessionStorage.removeItem(CONVERSATION_KEY);
    else ui.chatError.textContent = error.message;
  }
}

function newConversation() {
  sessionStorage.removeItem(CONVERSATION_KEY);
  ui.log.replaceChildren();
  showGreeting();
  ui.chatError.textContent = "";
  showConfirm(false);
  ui.message.focus();
}

function signOut(reason = "") {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(CONVERSATION_KEY);
  ui.workspace.hidden = true;
  ui.newConversation.hidden = true;
  ui.signOut.hidden = true;
  ui.log.replaceChildren();
  ui.signIn.hidden = false;
  ui.signInError.textContent = reason;
  ui.tokenInput.focus();
}

async function enter() {
  ui.signIn.hidden = true;
  ui.workspace.hidden = false;
  ui.newConversation.hidden = false;
  ui.signOut.hidden = false;
  try {
    renderTasks(await api(TASKS_PATH));
  } catch (error) {
    if (error.status !== 401) ui.chatError.textContent = error.message;
    return;
  }
  await restoreConversation();
  showGreeting();
  ui.message.focus();
}

ui.signInForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const token = ui.tokenInput.value.trim().replace(/^Bearer\s+/i, "");
  if (!token) return;
  sessionStorage.setItem(TOKEN_KEY, token);
  ui.tokenInput.value = "";
  enter();
});

ui.chatForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const text = ui.message.value.trim();
  if (!text || ui.send.disabled) return;
  ui.message.value = "";
  say(text);
});

for (const chip of ui.greeting.querySelectorAll(".chip")) {
  chip.addEventListener("click", () => { if (!ui.send.disabled) say(chip.textContent); });
}
ui.yes.addEventListener("click", () => say("yes"));
ui.no.addEventListener("click", () => say("no"));
ui.newConversation.addEventListener("click", newConversation);
ui.signOut.addEventListener("click", () => signOut());

takeTokenFromLink();
if (sessionStorage.getItem(TOKEN_KEY)) enter(); else signOut();
