#include "Image.h"

#include "Error.h"

#include <cstdint>
#include <cstring>

namespace tilert::detail {
namespace {

// The fatbin container header (what `nvcc -fatbin` writes first).
constexpr std::uint32_t kFatbinMagic = 0xBA55ED50u;
struct FatbinHeader {
  std::uint32_t magic;
  std::uint16_t version;
  std::uint16_t header_size;
  std::uint64_t fat_size;  // bytes after the header
};
static_assert(sizeof(FatbinHeader) == 16);

}  // namespace

ImageCheck check_image(const void* image, std::size_t size) {
  ImageCheck check;
  const auto* bytes = static_cast<const unsigned char*>(image);
  if (size >= sizeof(FatbinHeader)) {
    FatbinHeader header;
    std::memcpy(&header, bytes, sizeof header);
    if (header.magic == kFatbinMagic) {
      check.kind = ImageKind::Fatbin;
      if (header.header_size < sizeof(FatbinHeader))
        check.error = cat("fatbin header size ", header.header_size, " is too small");
      else if (header.fat_size > size || header.header_size + header.fat_size > size)
        check.error = cat("truncated fatbin: its header describes ",
                          header.header_size + header.fat_size, " bytes but the image has ", size);
      return check;
    }
  }
  if (size >= 4 && std::memcmp(bytes,
                               "\x7f"
                               "ELF",
                               4) == 0) {
    check.kind = ImageKind::Cubin;
    return check;
  }
  // PTX: text that the driver reads up to its NUL terminator.
  if (std::memchr(bytes, '\0', size) != nullptr && size > 1 && bytes[0] != '\0') {
    bool text = true;
    for (std::size_t i = 0; i < size && bytes[i] != '\0'; ++i) {
      unsigned char c = bytes[i];
      if (c < 0x09 || (c > 0x0d && c < 0x20) || c == 0x7f) {
        text = false;
        break;
      }
    }
    if (text) {
      check.kind = ImageKind::Ptx;
      return check;
    }
  }
  check.error = "not a fatbin, cubin or NUL-terminated PTX image";
  return check;
}

const char* image_kind_name(ImageKind kind) {
  switch (kind) {
    case ImageKind::Fatbin:
      return "fatbin";
    case ImageKind::Cubin:
      return "cubin";
    case ImageKind::Ptx:
      return "PTX";
  }
  return "image";
}

}  // namespace tilert::detail
