// The photo-upload feature's front door: what other features may use of it (decision 015).
export { deviceFacts } from './api/device-facts';
export { useRefreshPhotos } from './api/refresh-photos';
export { sendPhoto } from './api/send-photo';
export { photoFormData } from './api/upload-photo';
export { PhotoPicker } from './components/photo-picker';
export { UploadQueue } from './components/upload-queue';
export { useDeviceQueue } from './components/use-device-queue';
export { useUploadQueue } from './components/use-upload-queue';
export { WaitingUploads } from './components/waiting-uploads';
