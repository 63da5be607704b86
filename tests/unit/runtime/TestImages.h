// Small byte images for module tests: a well-formed (but empty) fatbin
// container, ELF and PTX openings, and garbage.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

namespace tilert_test {

// A fatbin container header (magic 0xBA55ED50, version 1, 16-byte header)
// followed by `payload` bytes, declaring `declared` payload bytes.
inline std::vector<unsigned char> fake_fatbin(std::uint64_t payload, std::uint64_t declared) {
  std::vector<unsigned char> image(16 + payload, 0);
  const std::uint32_t magic = 0xBA55ED50u;
  const std::uint16_t version = 1, header_size = 16;
  std::memcpy(image.data(), &magic, 4);
  std::memcpy(image.data() + 4, &version, 2);
  std::memcpy(image.data() + 6, &header_size, 2);
  std::memcpy(image.data() + 8, &declared, 8);
  return image;
}

}  // namespace tilert_test
