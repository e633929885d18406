/** Search and social crawlers: they are never shown error details. */
const BOT = /bot|crawler|spider|crawling|slurp|facebookexternalhit|facebot|twitterbot|linkedinbot|pinterest|whatsapp|telegrambot|discordbot|embedly|quora link preview|outbrain|vkshare|w3c_validator|lighthouse|headlesschrome\/.*prerender|prerender/i;

export function isBot(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return BOT.test(userAgent);
}
