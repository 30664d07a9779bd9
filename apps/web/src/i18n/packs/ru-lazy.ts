import type { Resources } from "../language";
import { collections } from "../ru/collections";
import { handover } from "../ru/handover";
import { sms } from "../ru/sms";
import { stats } from "../ru/stats";
import { withRussianPlurals } from "./russian-plurals";

/** The Russian words of the areas that load with their screens (../lazy-namespaces.ts). */
export const ruLazy: Resources = withRussianPlurals({ collections, handover, sms, stats });
