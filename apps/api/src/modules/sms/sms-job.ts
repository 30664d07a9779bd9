import { tashkentToday } from "@makon/shared";
import type { Db } from "../../db/types";
import { purgeDailyPlaces } from "./sms-daily-limit";
import type { SmsGateway } from "./sms-gateway";
import { enqueueReminders } from "./sms-reminders.service";
import { checkDelivery, checkUnknown, sendDue } from "./sms-sender.service";

/** Reminders go out in the Tashkent day only (hours [from, to)): nobody is woken by a due date. */
export const SMS_REMINDER_HOURS = { from: 9, to: 20 } as const;

export function isReminderHour(now: Date = new Date()): boolean {
  const hour = (now.getUTCHours() + 5) % 24;
  return hour >= SMS_REMINDER_HOURS.from && hour < SMS_REMINDER_HOURS.to;
}

/**
 * One run of the SMS scheduler: queue the day's reminders (unless `remind` is false), ask the
 * provider about sends that had no answer, send what is due, ask about what it took (`reported`
 * counts both kinds of answers). Safe with several processes (see the services).
 */
export async function smsJob(
  db: Db,
  gateway: SmsGateway,
  today: string,
  opts: { remind?: boolean } = {},
): Promise<{ queued: number; sent: number; failed: number; reported: number }> {
  if (opts.remind !== false) await purgeDailyPlaces(db, today);
  const queued = opts.remind === false ? 0 : await enqueueReminders(db, today);
  // Unknown outcomes first: one the provider never took goes out again in this run.
  const resolved = await checkUnknown(db, gateway);
  const { sent, failed } = await sendDue(db, gateway);
  const reported = resolved + (await checkDelivery(db, gateway));
  return { queued, sent, failed, reported };
}

/** What the server runs every minute: today's date and the hour from the clock. */
export function runSmsJob(db: Db, gateway: SmsGateway) {
  return smsJob(db, gateway, tashkentToday(), { remind: isReminderHour() });
}
