// Public surface of the library upload: the toolbar button (browse page), and the one-file helpers for other pages
// (a user's avatar, attachments): `useFileUpload` (machine-driven, progress and cancel) and `uploadFile` (a promise).
export { UploadButton, type UploadButtonProps } from "./UploadButton";
export { acceptFor, checkFile, extensionsFor, type FileProblem, IMAGE_EXTENSIONS, MAX_FILE_BYTES } from "./kinds";
export { FileRefused, type FileUploadState, type UploadFileOptions, uploadFile, useFileUpload, useUploadFailureNotice } from "./useFileUpload";
