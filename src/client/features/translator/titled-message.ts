/** The API's messages read "Title: text" (the toasts' form): split for a toast's title and description. */
export function titledMessage(message: string): { title: string; description?: string } {
  const match = /^([^:.]{1,40}): (.+)$/s.exec(message);
  return match ? { title: match[1]!, description: match[2]! } : { title: message };
}
