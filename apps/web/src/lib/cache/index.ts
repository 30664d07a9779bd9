export { clearListCache, openListCache } from "./list-cache-instance";
export { CACHED_LISTS, type CachedListName } from "./lists";
export { CACHED_LISTS_KEY, type CachedList, prefetchCachedList, useCachedList } from "./use-cached-list";
