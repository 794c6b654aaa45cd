import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults of `SendMessage` (A2A §3.1.1, §3.2): what a sent message is checked for, when the
 * answer comes and what it carries (`scenarios/agent/send/twins.ts`, and the data-model and
 * error twins that break the request checks).
 */
export const SEND_FAULTS = {
  'undeclared-extension-beside-declared-dropped': {
    summary:
      'an undeclared extension activated beside a declared one drops the new task (alone, it is ignored)',
    admission(rules) {
      rules.ignoreUndeclaredBesideDeclared = false;
    },
  },
  'undeclared-extension-on-follow-up-dropped': {
    summary:
      'a message continuing an input-required task with an undeclared extension is dropped (on a first message it is ignored)',
    admission(rules) {
      rules.ignoreUndeclaredOnFollowUp = false;
    },
  },
  'skill-modes-blocking-only': {
    summary:
      "a part only a skill's input modes take is accepted on a blocking send, refused on the other paths",
    admission(rules) {
      if (rules.path !== 'blocking') rules.skillModes = false;
    },
  },
  'unknown-request-members-refused': {
    summary: 'a SendMessage with a member A2A v1.0 does not define is refused as InvalidParams',
    admission(rules) {
      rules.refuseUnknownMembers = true;
    },
  },
  'unknown-part-members-refused': {
    summary:
      'a message part carrying a member Part does not define is refused as InvalidParams (unknown members elsewhere are ignored)',
    admission(rules) {
      rules.refuseUnknownPartMembers = true;
    },
  },
  'configuration-proto-names-unread': {
    summary:
      'configuration members under their proto names (history_length) are not read, and so ignored (the message is read in both spellings)',
    protoJsonReading(reading) {
      reading.configurationNames = false;
    },
  },
  'enum-numbers-refused': {
    summary: 'a role given as its enum number (role: 1) is refused as InvalidParams',
    protoJsonReading(reading) {
      reading.enumNumbers = false;
    },
  },
  'message-role-unchecked': {
    summary: 'a message without a role is accepted (A2A §4.1.4 makes it REQUIRED)',
    admission(rules) {
      rules.requireRole = false;
    },
  },
  'message-to-terminal-task-accepted': {
    summary: 'a message to a finished task is accepted',
    admission(rules) {
      rules.refuseSettledTask = false;
    },
  },
  'unknown-task-id-adopted': {
    summary: 'a message naming an unknown taskId starts a task under that id',
    admission(rules) {
      rules.adoptUnknownTaskId = true;
    },
  },
  'blocking-send-answers-early': {
    summary: 'a blocking SendMessage answers at once with the task SUBMITTED',
    sendPlan(plan) {
      plan.answerAtOnce = true;
    },
  },
  'non-blocking-send-waits': {
    summary: 'returnImmediately is ignored: SendMessage always waits for the end of the task',
    sendPlan(plan) {
      // Held as long again past the end, so the wait shows through the caller's event-loop lag.
      if (plan.returnImmediately) {
        plan.answerAtOnce = false;
        plan.holdAsLongAgain = true;
      }
    },
  },
  'send-answers-task-and-message': {
    summary: 'SendMessage answers with both a task and a message',
    sendAnswer(answer) {
      answer.result.message = answer.result.task.history?.at(-1) ?? null;
    },
  },
  'blocking-waits-past-input-required': {
    summary:
      'a blocking SendMessage waits for a terminal state only: a task that stops in INPUT_REQUIRED holds the answer until the caller gives up',
    sendPlan(plan) {
      plan.terminalOnly = true;
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
