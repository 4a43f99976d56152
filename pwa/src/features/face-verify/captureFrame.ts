/** The current camera frame as a JPEG, at the camera's own resolution (what the server checks). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width) return Promise.reject(new Error('Camera chưa sẵn sàng, vui lòng thử lại.'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Không chụp được ảnh từ camera.'))), 'image/jpeg', 0.9));
}
