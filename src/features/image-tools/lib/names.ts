/** A download's name from the picture's: extension dropped, characters unsafe in a file name replaced. */
export function baseName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '').replace(/[\\/:*?"<>|\s]+/g, '-').slice(0, 80);
  return stem || 'picture';
}
