# Build and run the API + PWA on one port. Used by docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY pwa/package.json pwa/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

FROM node:20-bookworm-slim
# ffmpeg transcodes uploaded videos to HLS; the seed draws its lecture videos in DejaVu Sans.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends ffmpeg fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
# Apply migrations, seed demo data into an empty database, then serve.
CMD ["sh", "-c", "node prisma/tools/migrate.mjs && node backend/dist/seed/seed.js && exec node backend/dist/main.js"]
