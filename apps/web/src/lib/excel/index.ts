export { downloadFile, filenameFromDisposition } from "./download-file";
