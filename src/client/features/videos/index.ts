// The videos feature's front door: what other features may use of it (decision 015).
export { deleteVideo, uploadVideo, useRefreshVideos, useVideos, VIDEOS_KEY } from './api/videos-api';
export { formatDuration } from './components/format-duration';
export { VideoCard, videoTitle } from './components/video-card';
export { VideoFacts } from './components/video-facts';
export { VideoPlayer } from './components/video-player';
export { VideoUploadButton } from './components/video-upload-button';
