// Faith groups: the group code, the create/join/chat/theme inputs, the spec's messages, relative
// time ('Active {relative}') and the study-plan labels. Server and web both import these.
import { z } from "zod";
import { PLAN_DAY_LENGTH, StudyThemeSchema, STUDY_THEME_MAX_LENGTH } from "./guide.js";

export { STUDY_THEME_MAX_LENGTH } from "./guide.js";

export const GROUP_CODE_LENGTH = 6;
export const GROUP_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const GROUP_CODE_PATTERN = /^[A-Z0-9]{6}$/;
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const STUDY_DAYS = PLAN_DAY_LENGTH;

/** The spec's strings for groups, chat and study plans (error catalogue and screens), word for word. */
export const GROUP_MESSAGES = {
  loadGroups: "Failed to load groups",
  createFailed: "Failed to create group. Please try again.",
  invalidCode: "Invalid group code. Please check and try again.",
  alreadyMember: "You are already a member of this group.",
  joinFailed: "Failed to join group. Please try again.",
  loadDetails: "Failed to load group details",
  notFound: "Group not found",
  verifyMembership: "Failed to verify group membership",
  loadMessages: "Failed to load messages",
  sendFailed: "Failed to send message",
  membersOnlyView: "You must be a member of this group to view messages.",
  membersOnlySend: "You must be a group member to send messages",
  unknownUser: "Unknown User",
  loadStudyPlan: "Failed to load study plan",
  updateProgress: "Failed to update progress",
  generateFailed: "Failed to generate study plan",
  ownerOnlyPlan: "Only the group owner can create a study plan.",
  noStudyPlanOwner: "No Study Plan Available",
  noStudyPlanMember: "No study plan has been created yet.",
  nameRequired: "Please enter a group name.",
  nameTooLong: `The group name can be at most ${GROUP_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `The description can be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters.`,
  messageBlank: "Please write a message before sending.",
  messageTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  tooManyJoins: "Too many attempts to join a group. Please wait a few minutes and try again.",
  tooManyMessages: "You are sending messages too quickly. Please wait a moment and try again.",
  tooManyPlans: "A study plan is already being generated. Please wait a moment and try again.",
  noPlanForProgress: "This group has no study plan yet.",
} as const;

/** What the join field shows as a person types: upper-cased, at most 6 characters. */
export function normaliseGroupCodeInput(raw: string): string {
  return raw.toUpperCase().slice(0, GROUP_CODE_LENGTH);
}

export function isGroupCode(value: string): boolean {
  return GROUP_CODE_PATTERN.test(value);
}

/** A code from the given random bytes (one byte per character, rejection-sampled so every character is equally likely). */
export function groupCodeFromBytes(nextBytes: (count: number) => Uint8Array): string {
  const alphabet = GROUP_CODE_ALPHABET;
  // 252 = 7 × 36: bytes at or above it would favour the first characters, so they are redrawn.
  const limit = 256 - (256 % alphabet.length);
  let code = "";
  while (code.length < GROUP_CODE_LENGTH) {
    for (const byte of nextBytes(GROUP_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += alphabet[byte % alphabet.length];
      if (code.length === GROUP_CODE_LENGTH) break;
    }
  }
  return code;
}

export const CreateGroupInput = z
  .object({
    name: z.string().trim().min(1, GROUP_MESSAGES.nameRequired).max(GROUP_NAME_MAX_LENGTH, GROUP_MESSAGES.nameTooLong),
    description: z
      .string()
      .trim()
      .max(GROUP_DESCRIPTION_MAX_LENGTH, GROUP_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type CreateGroupInput = z.input<typeof CreateGroupInput>;

export const JoinGroupInput = z
  .object({
    code: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isGroupCode, GROUP_MESSAGES.invalidCode),
  })
  .strict();

export const ChatMessageInput = z
  .object({
    message: z
      .string()
      .refine((value) => value.trim().length > 0, GROUP_MESSAGES.messageBlank)
      .refine((value) => value.trim().length <= CHAT_MESSAGE_MAX_LENGTH, GROUP_MESSAGES.messageTooLong)
      .transform((value) => value.trim()),
  })
  .strict();

export const GenerateStudyPlanInput = z.object({ theme: StudyThemeSchema }).strict();

export const StudyProgressInput = z
  .object({
    day_index: z
      .number()
      .int()
      .min(0)
      .max(STUDY_DAYS - 1),
    completed: z.boolean(),
  })
  .strict();

/** Whether a chat draft may be sent (blank drafts never are). */
export function canSendChatMessage(draft: string): boolean {
  const trimmed = draft.trim();
  return trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX_LENGTH;
}

/** A sender's display name from their profile, or 'Unknown User'. */
export function senderName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || GROUP_MESSAGES.unknownUser;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time as the spec reads it: minutes, then hours, then 'Yesterday', then 'N days ago'
 * under 7 days, then an en-US date. Under a minute reads 'just now'; a future time (clock skew)
 * reads as now.
 */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const then = typeof at === "string" ? new Date(at) : at;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  }
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  return then.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

export function activeLabel(at: Date | string, now: Date = new Date()): string {
  return `Active ${relativeTime(at, now)}`;
}

export function studyProgressLabel(completed: number): string {
  return `${completed} of ${STUDY_DAYS} days completed`;
}

export function themeCounterLabel(theme: string): string {
  return `${theme.length}/${STUDY_THEME_MAX_LENGTH} characters`;
}

export function memberCountLabel(count: number): string {
  return `${count} member${count === 1 ? "" : "s"}`;
}

export function messageCountLabel(count: number): string {
  return `${count} message${count === 1 ? "" : "s"}`;
}

/** How many members finished a study day, for the day card. */
export function dayCompletionLabel(count: number): string {
  return `${count} member${count === 1 ? "" : "s"} completed`;
}

export const STUDY_PLAN_FORMAT = "Scripture • Devotional • Discussion • Challenge";
export const STUDY_PLAN_DURATION = `${STUDY_DAYS} Days of Study`;
