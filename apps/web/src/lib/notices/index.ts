export { NOTICE_STYLES, type NoticeFlag } from "./notice-flags";
export { NoticeProvider, useNotice } from "./notice-provider";
